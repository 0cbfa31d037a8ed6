// Which provider answers for an organisation (docs/design/model-calls.md): its own credentials (not billed), else the deployment's
// configured endpoint, else the built-in predictor.
import type { Db } from '../database';
import type { Config } from '../config';
import { modelCredentialsOf } from '../language-model/credentials';
import { OpenAiCompatibleProvider } from '../language-model/openai';
import { ProviderError, type ModelProvider } from '../language-model/provider';
import { localProvider } from './predictor';

/** What this part of the service uses of the running services (src/services.ts hands them over). */
/** The configuration choosing the provider: the deployment's endpoint, and the key that opens an organisation's own. */
export type ProviderConfig = Pick<Config, 'secretKey' | 'modelBaseUrl' | 'modelApiKey' | 'modelName'>;
type Uses = { db: Db; config: ProviderConfig };

export async function providerFor(services: Uses, organizationId: string): Promise<ModelProvider> {
  let own;
  try {
    own = await modelCredentialsOf(services.db, services.config.secretKey, organizationId);
  } catch {
    // Sealed under another SECRET_KEY: the organisation must set its key again.
    throw new ProviderError("the organisation's stored provider key cannot be opened");
  }
  if (own) return new OpenAiCompatibleProvider(own.baseUrl, own.apiKey, own.model, 'organization');
  const { modelBaseUrl, modelApiKey, modelName } = services.config;
  if (modelBaseUrl) return new OpenAiCompatibleProvider(modelBaseUrl, modelApiKey, modelName, 'configuration');
  return localProvider;
}
