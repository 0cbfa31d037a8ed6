// The part of the `xliff` package (locize/xliff, no types of its own) src/localization/xliff.ts uses.
declare module 'xliff' {
  interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources?: Record<string, Record<string, { source?: unknown; target?: unknown; note?: unknown }>>;
  }
  export function js2xliff(js: XliffJs): Promise<string>;
  export function xliff2js(xml: string): Promise<XliffJs>;
}
