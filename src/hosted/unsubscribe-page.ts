// The unsubscribe page (docs/design/email.md, RFC 8058): a GET asks (mail scanners follow links, so a GET changes nothing), a POST
// records it; a mail client's one-click POST needs no session or cookie.
import type { Db } from '../database';
import { tokenContact, unsubscribe } from '../email/unsubscribe';
import * as render from './render';

const SHELL = { lang: 'en', title: 'Unsubscribe' };

export interface UnsubscribeReply {
  status: 200 | 404;
  html: string;
}

const unknown = (): UnsubscribeReply => ({
  status: 404,
  html: render.page(
    SHELL,
    render.end({
      title: 'Link not valid',
      message: 'This unsubscribe link is not valid, or the address was already erased.',
      redirectUrl: null,
    }),
  ),
});

export async function confirmPage(db: Db, secretKey: string, token: string): Promise<UnsubscribeReply> {
  const contact = await tokenContact(db, secretKey, token);
  if (!contact) return unknown();
  const body = contact.unsubscribed
    ? render.end({
        title: 'You are unsubscribed',
        message: 'You will receive no more survey invitations from this sender.',
        redirectUrl: null,
      })
    : `<h1>Unsubscribe?</h1><p class="desc">You will receive no more survey invitations from this sender.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><div class="actions"><button type="submit">Unsubscribe</button><span></span></div></form>`;
  return { status: 200, html: render.page(SHELL, body) };
}

export async function unsubscribePage(db: Db, secretKey: string, token: string): Promise<UnsubscribeReply> {
  if (!(await unsubscribe(db, secretKey, token))) return unknown();
  return {
    status: 200,
    html: render.page(
      SHELL,
      render.end({
        title: 'You are unsubscribed',
        message: 'You will receive no more survey invitations from this sender.',
        redirectUrl: null,
      }),
    ),
  };
}
