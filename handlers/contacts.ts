// The operations of the contract's "Contacts" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, createdOrFound, noContent } from '../src/http/replies';
import { importContacts as importRows } from '../src/contacts/import';
import { addListMembers, contactLists, listMemberPage, removeListMember } from '../src/contacts/lists';
import * as contacts from '../src/contacts/service';
import { contact, listContactPage } from '../src/contacts/service';
import { forgetContact } from '../src/erasure/service';
import { liftSuppression, listSuppressionPage, suppress } from '../src/contacts/suppressions';
import { orgOf, pageRequestOf } from '../src/http/types';

export const listContacts = ok<'listContacts'>((ctx) =>
  listContactPage(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.query, ctx.given),
);

export const createContact = created<'createContact'>((ctx) =>
  contacts.createContact(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body),
);

export const importContacts = ok<'importContacts'>((ctx) =>
  importRows(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body),
);

export const getContact = ok<'getContact'>((ctx) => contact(ctx.services.config.secretKey, ctx.resources.contact));

export const updateContact = ok<'updateContact'>((ctx) =>
  contacts.updateContact(ctx.services.db, ctx.services.config.secretKey, ctx.resources.contact, ctx.body),
);

export const deleteContact = noContent<'deleteContact'>((ctx) =>
  forgetContact(ctx.services.db, ctx.services.config.secretKey, ctx.resources.contact),
);

export const listContactLists = ok<'listContactLists'>((ctx) => contactLists.page(ctx.services.db, orgOf(ctx).id, pageRequestOf(ctx)));

export const createContactList = created<'createContactList'>((ctx) => contactLists.create(ctx.services.db, orgOf(ctx).id, ctx.body));

export const getContactList = ok<'getContactList'>((ctx) => contactLists.one(ctx.services.db, ctx.resources.list));

export const updateContactList = ok<'updateContactList'>((ctx) => contactLists.update(ctx.services.db, ctx.resources.list, ctx.body));

export const deleteContactList = noContent<'deleteContactList'>((ctx) => contactLists.remove(ctx.services.db, ctx.resources.list));

export const listContactListMembers = ok<'listContactListMembers'>((ctx) =>
  listMemberPage(ctx.services.db, ctx.services.config.secretKey, ctx.resources.list, ctx.query, ctx.given),
);

export const addContactListMembers = ok<'addContactListMembers'>((ctx) =>
  addListMembers(ctx.services.db, ctx.resources.list, ctx.body.contactIds),
);

export const removeContactListMember = noContent<'removeContactListMember'>((ctx) =>
  removeListMember(ctx.services.db, ctx.resources.list, ctx.resources.contact.id),
);

export const listSuppressions = ok<'listSuppressions'>((ctx) =>
  listSuppressionPage(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.query, ctx.given),
);

export const createSuppression = createdOrFound<'createSuppression'>(async (ctx) => {
  const { created, suppression } = await suppress(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body);
  return { created, made: suppression };
}, '/api/v1/suppressions');

export const deleteSuppression = noContent<'deleteSuppression'>((ctx) => liftSuppression(ctx.services.db, ctx.resources.suppression));
