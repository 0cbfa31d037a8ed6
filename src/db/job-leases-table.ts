// The leases of periodic jobs (docs/design/repeated-requests.md; the queries are in ./job-leases.ts).
export interface JobLeasesTable {
  name: string;
  owner: string;
  lease_until: string;
}
