// Orval's fetch client hands every call to this function (its `mutator`): it adds the base URL and parses the body
// by the response's content type, so a CSV, XLSX, SPSS or PDF export arrives as text or a Blob instead of failing
// in JSON.parse (what orval's default fetch does with every body).
let base = '';

export function setBaseUrl(url: string): void {
  base = url;
}

export async function fieldworkFetch<T>(url: string, options: RequestInit): Promise<T> {
  const res = await fetch(`${base}${url}`, options);
  const type = res.headers.get('content-type') ?? '';
  const data = [204, 205, 304].includes(res.status)
    ? null
    : type.includes('json')
      ? await res.json()
      : type.startsWith('text/')
        ? await res.text()
        : await res.blob();
  // Orval types each operation's result as { data, status, headers }; this is the one place that builds it.
  return { data, status: res.status, headers: res.headers } as T;
}
