// Identifiers are lowercase UUID v7 (docs/design/naming.md), so they sort by creation time.
import { v7 } from 'uuid';

export const newId = (): string => v7();
