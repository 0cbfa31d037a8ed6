// The operations of the contract's "Contacts" tag (openapi.yaml), each a few lines over its capability.
import { importContacts as importRows } from '../src/contacts/import';
import * as lists from '../src/contacts/lists';
import {
  addListMembers,
  contactList,
  listContactListPage,
  listMemberPage,
  deleteContactList as remove,
  removeListMember,
} from '../src/contacts/lists';
import * as contacts from '../src/contacts/service';
import { contact, eraseContact, listContactPage } from '../src/contacts/service';
import { liftSuppression, listSuppressionPage, suppress } from '../src/contacts/suppressions';
import { type Handler, orgOf } from '../src/http/types';

export const listContacts: Handler<'listContacts'> = async (ctx) => ({
  status: 200,
  body: await listContactPage(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.query, ctx.given),
});

export const createContact: Handler<'createContact'> = async (ctx) => {
  const contact = await contacts.createContact(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body);
  return { status: 201, body: contact, headers: { Location: `/api/v1/contacts/${contact.id}` } };
};

export const importContacts: Handler<'importContacts'> = async (ctx) => ({
  status: 200,
  body: await importRows(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body),
});

export const getContact: Handler<'getContact'> = async (ctx) => ({
  status: 200,
  body: contact(ctx.services.config.secretKey, ctx.resources.contact),
});

export const updateContact: Handler<'updateContact'> = async (ctx) => ({
  status: 200,
  body: await contacts.updateContact(ctx.services.db, ctx.services.config.secretKey, ctx.resources.contact, ctx.body),
});

export const deleteContact: Handler<'deleteContact'> = async (ctx) => {
  await eraseContact(ctx.services.db, ctx.resources.contact);
  return { status: 204 };
};

export const listContactLists: Handler<'listContactLists'> = async (ctx) => ({
  status: 200,
  body: await listContactListPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const createContactList: Handler<'createContactList'> = async (ctx) => {
  const list = await lists.createContactList(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: list, headers: { Location: `/api/v1/contact-lists/${list.id}` } };
};

export const getContactList: Handler<'getContactList'> = async (ctx) => ({
  status: 200,
  body: await contactList(ctx.services.db, ctx.resources.list),
});

export const updateContactList: Handler<'updateContactList'> = async (ctx) => ({
  status: 200,
  body: await lists.updateContactList(ctx.services.db, ctx.resources.list, ctx.body),
});

export const deleteContactList: Handler<'deleteContactList'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.list);
  return { status: 204 };
};

export const listContactListMembers: Handler<'listContactListMembers'> = async (ctx) => ({
  status: 200,
  body: await listMemberPage(ctx.services.db, ctx.services.config.secretKey, ctx.resources.list, ctx.query, ctx.given),
});

export const addContactListMembers: Handler<'addContactListMembers'> = async (ctx) => ({
  status: 200,
  body: await addListMembers(ctx.services.db, ctx.resources.list, ctx.body.contactIds),
});

export const removeContactListMember: Handler<'removeContactListMember'> = async (ctx) => {
  await removeListMember(ctx.services.db, ctx.resources.list, ctx.resources.contact.id);
  return { status: 204 };
};

export const listSuppressions: Handler<'listSuppressions'> = async (ctx) => ({
  status: 200,
  body: await listSuppressionPage(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.query, ctx.given),
});

export const createSuppression: Handler<'createSuppression'> = async (ctx) => {
  const { created, suppression } = await suppress(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body);
  return created
    ? { status: 201, body: suppression, headers: { Location: `/api/v1/suppressions/${suppression.id}` } }
    : { status: 200, body: suppression };
};

export const deleteSuppression: Handler<'deleteSuppression'> = async (ctx) => {
  await liftSuppression(ctx.services.db, ctx.resources.suppression);
  return { status: 204 };
};
