// Wakes this process's email dispatcher when a send is queued here (other processes find it on their next poll).
import { EventEmitter } from 'node:events';

export const emailSignal = new EventEmitter();
