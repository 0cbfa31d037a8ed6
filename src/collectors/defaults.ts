// The default link collector every survey has (docs/design/collectors.md): open, no rules, one response per device allowed.
import { newId } from '../ids';
import type { CollectorsTable } from './table';

export const DEFAULT_COLLECTOR_NAME = 'Web link';

export const defaultCollectorRow = (surveyId: string, organizationId: string, at: string): CollectorsTable => ({
  id: newId(),
  survey_id: surveyId,
  organization_id: organizationId,
  name: DEFAULT_COLLECTOR_NAME,
  type: 'link',
  status: 'open',
  is_default: 1,
  closes_at: null,
  response_limit: null,
  allow_multiple_per_device: 1,
  password_hash: null,
  redirect_url: null,
  allowed_origins: '[]',
  password_locked_until: null,
  password_epoch: 0,
  created_at: at,
  updated_at: at,
});
