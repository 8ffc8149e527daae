import { Hono } from 'hono';
import { contractGate } from '../http/contract-gate';
import type { SandboxEnv } from '../http/env';
import { readForm } from '../http/form-body';
import { pageOf, readPaging } from '../http/paging';
import { wireContextOf } from '../http/wire-context-of';
import { type StoredNotification, toNotificationWire } from '../noti/notification';
import type { SandboxState } from '../state/sandbox-state';
import { InvalidRequestError } from '../wire/invalid-request';
import { jsonResponse } from '../wire/wire-errors';

type Order = (a: StoredNotification, b: StoredNotification) => number;

/**
 * The sort orders by name. A `Map`, not an object: a name of `Object.prototype` (`__proto__`,
 * `constructor`, `toString`) must be an unknown order, not a function found through the prototype.
 */
const sortOrders = new Map<string, Order>([
  ['createdate_desc', (a, b) => b.createTime - a.createTime],
  ['createdate_asc', (a, b) => a.createTime - b.createTime],
]);

function sortOrderOf(raw: string | undefined): Order {
  const order = sortOrders.get(raw === undefined || raw === '' ? 'createdate_desc' : raw);
  if (order === undefined) throw new InvalidRequestError('sortBy must be createdate_desc or createdate_asc.');
  return order;
}

/** Every id of a read body: one comma-separated `ids`, repeated `ids=` and `ids[]=` alike (docs/wire-format.md, N6). */
function readIds(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/**
 * The notification routes: `GET /api/noti/` answers a bare array page (`mode=new` for unread only,
 * `sortBy` newest or oldest first), `POST /api/noti/read` marks the listed ids read and answers 200
 * with no body. Unknown ids are ignored and reading twice is harmless.
 */
export function notiRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/api/noti', contractGate(state, 'noti.list'), (c) => {
    const mode = c.req.query('mode') ?? '';
    if (mode !== '' && mode !== 'new') throw new InvalidRequestError("mode must be empty or 'new'.");
    const page = readPaging((name) => c.req.query(name));
    const order = sortOrderOf(c.req.query('sortBy'));
    const context = wireContextOf(c, state);
    const { notifications } = state.users.dataOf(c.get('userId'), context.now);
    const listed = notifications.filter((item) => mode === '' || !item.isRead).sort(order);
    return jsonResponse(
      200,
      pageOf(listed, page).map((item) => toNotificationWire(item, context)),
    );
  });

  routes.post('/api/noti/read', contractGate(state, 'noti.read'), async (c) => {
    const body = await readForm(c);
    const ids = readIds([...body.getAll('ids'), ...body.getAll('ids[]')]);
    if (ids.length === 0) throw new InvalidRequestError('ids is required.');
    const { notificationsByRowKey } = state.users.dataOf(c.get('userId'), state.clock.now());
    for (const id of ids) {
      const notification = notificationsByRowKey.get(id);
      if (notification !== undefined) notification.isRead = true;
    }
    return c.body(null, 200);
  });
  return routes;
}
