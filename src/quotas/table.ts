// Quotas (docs/design/quotas.md): the definition with its counters, and one member row per completion that meets the
// condition (`counted` when it holds one of the places).
export interface QuotasTable {
  id: string;
  organization_id: string;
  survey_id: string;
  name: string;
  condition: string; // JSON Condition (src/questionnaire/logic.ts)
  quota_limit: number;
  count_only: 'qualified' | 'completed';
  completed: number;
  qualified: number;
  counted: number;
  status: 'open' | 'full';
  created_at: string;
  updated_at: string;
}

export interface QuotaMembersTable {
  quota_id: string;
  session_id: string;
  qualified: number; // 0 | 1
  counted: number; // 0 | 1
}
