// The demo's contacts (docs/design/contacts.md): a panel of made-up people at example.com addresses in the list "Demo panel", made on
// the first seed of an organisation whose plan has contacts, and left as they are by later seeds (import upserts).
import type { Db } from '../database';
import type { Schemas } from '../contract';
import { importContacts } from '../contacts/import';
import { addListMembers, contactLists } from '../contacts/lists';
import { contactListNamed, findContactList } from '../contacts/repository';
import { nameKey } from '../names';

export const DEMO_PANEL = 'Demo panel';
const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Tim', 'Margaret', 'Linus', 'Radia', 'Dennis', 'Barbara'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Berners-Lee', 'Hamilton', 'Torvalds', 'Perlman', 'Ritchie', 'Liskov'];
const PLANS = ['free', 'pro', 'business'];

/** 20 demo contacts: `first.last@example.com`, a plan attribute, English or German. */
export function demoContacts(): Schemas['CreateContactRequest'][] {
  return Array.from({ length: 20 }, (_, i) => {
    const firstName = FIRST[i % FIRST.length];
    const lastName = LAST[(i * 3) % LAST.length];
    return {
      email: `${firstName}.${lastName}${i}@example.com`.toLowerCase(),
      firstName,
      lastName,
      language: i % 4 === 0 ? 'de' : 'en',
      attributes: { plan: PLANS[i % PLANS.length], seats: 1 + ((i * 7) % 25) },
    };
  });
}

export async function seedDemoContacts(db: Db, secretKey: string, organizationId: string): Promise<number> {
  const imported = await importContacts(db, secretKey, organizationId, { contacts: demoContacts() });
  const ids = imported.data.flatMap((r) => (r.id ? [r.id] : []));
  const existing = await contactListNamed(db.kysely, organizationId, nameKey(DEMO_PANEL));
  const list =
    existing ??
    (await findContactList(db.kysely, organizationId, (await contactLists.create(db, organizationId, { name: DEMO_PANEL })).id));
  if (list) await addListMembers(db, list, ids);
  return ids.length;
}
