// The leases of periodic jobs (D24; the queries are in ./job-leases.ts).
export interface JobLeasesTable {
  name: string;
  owner: string;
  lease_until: string;
}
