// An OpenAI-compatible chat completions provider (docs/design/model-calls.md): POST {baseUrl}/chat/completions asking for a JSON object
// `{ effectPoints, confidence, rationale, answerShifts }`. Anything else (an error status, a timeout, an answer that
// is not that object) is a ProviderError. The API key is sent only in the Authorization header and never logged.
import { ProviderError, type ModelProvider, type PhrasingEstimate, type PhrasingInput, type ProviderInfo } from './provider';
import { MODEL } from './thresholds';

const CONFIDENCE = new Set(['low', 'medium', 'high']);
const MAX_EFFECT = 50;

const SYSTEM = [
  'You are a survey methodologist. Two phrasings of one survey element are compared: A is the current one, B the candidate.',
  'Predict the effect of B against A on the survey completion rate, in percentage points (positive: B completes more often).',
  'Answer only with a JSON object: {"effectPoints": number, "confidence": "low"|"medium"|"high", "rationale": string,',
  '"answerShifts": string[] (changes that would move the answers themselves, such as a leading frame; may be empty)}.',
].join(' ');

function userPrompt(input: PhrasingInput): string {
  return JSON.stringify({
    survey: input.surveyTitle,
    category: input.category,
    audience: input.audience ?? null,
    phrasingA: input.phrasingA,
    phrasingB: input.phrasingB,
  });
}

function parseEstimate(content: unknown): PhrasingEstimate {
  let value: unknown;
  try {
    value = typeof content === 'string' ? JSON.parse(content) : undefined;
  } catch {
    throw new ProviderError('the provider did not answer with JSON');
  }
  const v = value as Record<string, unknown> | undefined;
  if (
    !v ||
    typeof v.effectPoints !== 'number' ||
    !Number.isFinite(v.effectPoints) ||
    typeof v.rationale !== 'string' ||
    !CONFIDENCE.has(String(v.confidence))
  ) {
    throw new ProviderError('the provider answered without effectPoints, confidence and rationale');
  }
  const shifts = Array.isArray(v.answerShifts) ? v.answerShifts.filter((s): s is string => typeof s === 'string') : [];
  return {
    effectPoints: Math.max(-MAX_EFFECT, Math.min(MAX_EFFECT, v.effectPoints)),
    confidence: v.confidence as PhrasingEstimate['confidence'],
    rationale: v.rationale.slice(0, 2000),
    factors: [],
    answerShifts: shifts.slice(0, 10).map((s) => s.slice(0, 500)),
  };
}

export class OpenAiCompatibleProvider implements ModelProvider {
  readonly info: ProviderInfo;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | undefined,
    model: string,
    source: 'configuration' | 'organization',
  ) {
    this.info = { kind: 'openai_compatible', source, model };
  }

  get billed(): boolean {
    return this.info.source !== 'organization';
  }

  async predictPhrasing(input: PhrasingInput): Promise<PhrasingEstimate> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}) },
        body: JSON.stringify({
          model: this.info.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: userPrompt(input) },
          ],
        }),
        redirect: 'error',
        signal: AbortSignal.timeout(MODEL.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderError(
        timedOut ? `the provider did not answer within ${MODEL.timeoutMs / 1000} seconds` : 'the provider could not be reached',
      );
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new ProviderError(`the provider answered ${response.status}`);
    if (text.length > MODEL.maxResponseBytes) throw new ProviderError('the provider answered with too much');
    let body: { choices?: { message?: { content?: unknown } }[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new ProviderError('the provider did not answer with JSON');
    }
    return parseEstimate(body.choices?.[0]?.message?.content);
  }
}
