// The resource kit: resources a path names are loaded before the scope check (docs/design/auth.md: 404 comes before the scope's 403)
// by loaders keyed by path parameter. The http layer knows only this registry's shape; the composition root
// (src/resources.ts) fills it from the capabilities' repositories, so http imports no capability.
import type {
  ArmRow,
  CollectorRow,
  VariableRow,
  DebriefRow,
  ErasureRequestRow,
  DebriefSessionRow,
  EmailSendRow,
  SendingDomainRow,
  ContactListRow,
  ContactRow,
  FolderRow,
  OrganizationRow,
  QuestionRow,
  QuotaRow,
  SessionKey,
  SessionRow,
  SuppressionRow,
  SurveyInstrumentRow,
  SurveyRow,
  TagRow,
  UserGroupRow,
  WebhookDeliveryRow,
  WebhookRow,
} from './db/schema';
import type { Db } from './database';
import type { ProbeRef } from './db/schema';

/** The resource each path parameter names. */
export interface ResourceTypes {
  surveyId: SurveyRow;
  questionId: QuestionRow;
  webhookId: WebhookRow;
  sessionId: SessionKey;
  folderId: FolderRow;
  tagId: TagRow;
  groupId: UserGroupRow;
  contactId: ContactRow;
  listId: ContactListRow;
  suppressionId: SuppressionRow;
  collectorId: CollectorRow;
  sendId: EmailSendRow;
  domainId: SendingDomainRow;
  variableId: VariableRow;
  debriefId: DebriefRow;
  debriefSessionId: DebriefSessionRow;
  armId: ArmRow;
  instanceId: SurveyInstrumentRow;
  probeId: ProbeRef;
  responseId: SessionRow;
  quotaId: QuotaRow;
  deliveryId: WebhookDeliveryRow;
  erasureRequestId: ErasureRequestRow;
}
const NAMES = {
  surveyId: 'survey',
  questionId: 'question',
  webhookId: 'webhook',
  sessionId: 'session',
  folderId: 'folder',
  tagId: 'tag',
  groupId: 'group',
  contactId: 'contact',
  listId: 'list',
  suppressionId: 'suppression',
  collectorId: 'collector',
  sendId: 'send',
  domainId: 'domain',
  variableId: 'variable',
  debriefId: 'debrief',
  debriefSessionId: 'debriefSession',
  armId: 'arm',
  instanceId: 'instance',
  probeId: 'probe',
  responseId: 'response',
  quotaId: 'quota',
  deliveryId: 'delivery',
  erasureRequestId: 'erasureRequest',
} as const;
export type NameOf = typeof NAMES;

/** Every resource a request may carry (all optional: the operation's path decides which are there). */
export type Resources = { [P in keyof ResourceTypes as NameOf[P]]?: ResourceTypes[P] };

/** Who is asking, which decides where a loader looks and what it answers when nothing is there. */
export type Surface =
  | { kind: 'api'; organizationId: string }
  /** A signed-in user; `needs` is what the operation does (reads need `view`, changes `edit`, docs/design/organisation.md's folder grants). */
  | { kind: 'dashboard'; organizationId: string; userId: string; needs: 'view' | 'edit' }
  | { kind: 'respondent'; token: string | null };

export interface LoadContext {
  db: Db;
  surface: Surface;
  /** What the parameters before this one loaded (a question is looked up in its survey). */
  loaded: Resources;
}

/** Loads one resource or throws the surface's problem (404, or 401 for a respondent's wrong token). */
export type Loader<P extends keyof ResourceTypes> = (ctx: LoadContext, id: string) => Promise<ResourceTypes[P]>;

export type ResourceRegistry = { [P in keyof ResourceTypes]: Loader<P> } & {
  /** The organisation a dashboard session names (undefined when it does not exist). */
  organization(db: Db, id: string): Promise<OrganizationRow | undefined>;
};

const isResourceParam = (name: string): name is keyof ResourceTypes => Object.hasOwn(NAMES, name);

/** Loads what the path's parameters name, in path order. */
export async function loadResources(
  registry: ResourceRegistry,
  db: Db,
  surface: Surface,
  params: Record<string, unknown>,
): Promise<Resources> {
  const loaded: Resources = {};
  for (const [name, id] of Object.entries(params)) {
    if (!isResourceParam(name) || typeof id !== 'string') continue;
    const load = registry[name] as Loader<typeof name>;
    Object.assign(loaded, { [NAMES[name]]: await load({ db, surface, loaded }, id) });
  }
  return loaded;
}
