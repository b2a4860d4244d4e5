// The routes every content list has, from one description per table (contentTables.ts): GET the
// list, POST a row, PATCH /:id, DELETE /:id and POST …/order. 运营 and 管理员 change, every role
// reads; each change is audited in its transaction with the row before and after, and drops the
// players' cached answers built from that table, so the apps show it at their next request.
import { ErrorCode } from '@jinli/contract';
import { consoleIdParams } from '@jinli/contract/console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { CacheTag } from '../../http/answerCache';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { ROLES_ANY, ROLES_OPS } from '../operators/roles';
import {
  auditedChange,
  type ConsoleContentKit,
  CONSOLE_CONTENT_TEXT,
  notFound,
  parseConsoleInput,
  signedIn,
} from './contentDeps';

export interface ContentTable<Row, View, ListQuery, Create, Update, Order> {
  /** Audit actions are `${action}.create` / `.update` / `.delete` / `.order`. */
  action: string;
  paths: { list: string; item: string; order: string };
  /** The players' answers built from this table. */
  tags: readonly CacheTag[];
  schemas: {
    list: z.ZodType<ListQuery>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
    order: z.ZodType<Order>;
  };
  list(
    kit: ConsoleContentKit,
    companyId: number,
    query: ListQuery,
  ): Promise<{ data: View[]; totalCount: number }>;
  /** The row `id` of the company, locked for the change. */
  lock(tx: Tx, companyId: number, id: number): Promise<Row | undefined>;
  insert(tx: Tx, companyId: number, body: Create): Promise<Row>;
  /** `body` applied to `row`; refusals (e.g. dates out of order) are AppErrors. */
  update(tx: Tx, row: Row, body: Update): Promise<Row>;
  remove(tx: Tx, row: Row): Promise<void>;
  /**
   * Rewrites the sort of the rows `order` names so they show in its order; false when one of them
   * is not a row of the company (nothing is written then).
   */
  reorder(tx: Tx, companyId: number, order: Order): Promise<View[] | false>;
  view(row: Row): View;
}

export function registerContentTable<Row, View, ListQuery, Create, Update, Order>(
  app: FastifyInstance,
  kit: ConsoleContentKit,
  table: ContentTable<Row, View, ListQuery, Create, Update, Order>,
): void {
  const { action, paths, schemas, tags } = table;

  app.get(paths.list, async (request) => {
    await signedIn(kit, request, ROLES_ANY);
    const query = parseConsoleInput(schemas.list, request.query);
    return ok(await table.list(kit, await kit.companyId(), query));
  });

  app.post(paths.list, async (request) => {
    const by = await signedIn(kit, request, ROLES_OPS);
    const body = parseConsoleInput(schemas.create, request.body);
    const companyId = await kit.companyId();
    const created = await auditedChange(kit, by, tags, async (tx) => {
      const view = table.view(await table.insert(tx, companyId, body));
      return {
        result: view,
        audit: { action: `${action}.create`, params: {}, before: null, after: view },
      };
    });
    return ok(created);
  });

  /** Runs `change` on row `:id` locked in a transaction; 404 when the company has no such row. */
  const changeRow = async <T>(
    request: FastifyRequest,
    change: (tx: Tx, row: Row) => Promise<{ result: T; name: string; after: unknown }>,
  ) => {
    const by = await signedIn(kit, request, ROLES_OPS);
    const { id } = parseConsoleInput(consoleIdParams, request.params);
    const companyId = await kit.companyId();
    return auditedChange(kit, by, tags, async (tx) => {
      const row = await table.lock(tx, companyId, id);
      if (row === undefined) throw notFound();
      const done = await change(tx, row);
      return {
        result: done.result,
        audit: {
          action: `${action}.${done.name}`,
          params: { id },
          before: table.view(row),
          after: done.after,
        },
      };
    });
  };

  app.patch(paths.item, async (request) => {
    const body = parseConsoleInput(schemas.update, request.body);
    const changed = await changeRow(request, async (tx, row) => {
      const view = table.view(await table.update(tx, row, body));
      return { result: view, name: 'update', after: view };
    });
    return ok(changed);
  });

  app.delete(paths.item, async (request) => {
    const removed = await changeRow(request, async (tx, row) => {
      await table.remove(tx, row);
      return {
        result: { id: (table.view(row) as { id: number }).id },
        name: 'delete',
        after: null,
      };
    });
    return ok(removed);
  });

  app.post(paths.order, async (request) => {
    const by = await signedIn(kit, request, ROLES_OPS);
    const body = parseConsoleInput(schemas.order, request.body);
    const companyId = await kit.companyId();
    const rows = await auditedChange(kit, by, tags, async (tx) => {
      const views = await table.reorder(tx, companyId, body);
      if (views === false)
        throw new AppError(ErrorCode.BAD_REQUEST, CONSOLE_CONTENT_TEXT.orderMismatch);
      return {
        result: views,
        audit: { action: `${action}.order`, params: body, before: null, after: views },
      };
    });
    return ok(rows);
  });
}
