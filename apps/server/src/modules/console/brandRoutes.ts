// 品牌: the company's name, logos, domains, download and service URLs and contact entries (company
// and company_detail), and the current values of the POST /operator/config switches. 运营 and 管理员
// change the brand, every role reads. A change drops the players' cached company/get (tagged
// 'site'); the wide logo, the app manifest and the static documents read the company per request.
// The start-up --domain / JINLI_SITE_DOMAINS, when given, sets the domains again at the next start.
import {
  type ConsoleBrand,
  consoleBrandUpdate,
  CONSOLE_BRAND_PATHS as PATHS,
  CONSOLE_SWITCH_KEYS,
  type ConsoleSwitch,
} from '@jinli/contract/console';
import { isChatInMaintenance } from '@jinli/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { company, companyDetail } from '../../db/schema';
import { ok } from '../../http/endpoints';
import { configDefaults } from '../config/configKeys';
import { readSystemConfig } from '../config/queries';
import { ROLES_ANY, ROLES_OPS } from '../operators/roles';
import { auditedChange, type ConsoleContentKit, notFound, parseConsoleInput } from './contentDeps';

/** The brand of company `companyId` as the console shows it (locked when `lock`). */
async function brandOf(tx: Tx, companyId: number, lock = false): Promise<ConsoleBrand> {
  const select = tx.select().from(company).where(eq(company.id, companyId));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw notFound();
  const details = await tx
    .select()
    .from(companyDetail)
    .where(eq(companyDetail.companyId, companyId))
    .orderBy(asc(companyDetail.sort), asc(companyDetail.id));
  return {
    code: row.code,
    name: row.name,
    logoUrl: row.logoUrl,
    bannerLogoUrl: row.bannerLogoUrl,
    regLogoUrl: row.regLogoUrl,
    iosDownloadUrl: row.iosDownloadUrl,
    androidDownloadUrl: row.androidDownloadUrl,
    domains: row.domain.split('\n').filter((line) => line.trim() !== ''),
    olUrl: row.olUrl,
    loginPopupUrl: row.loginPopupUrl,
    regPopupUrl: row.regPopupUrl,
    showWechatPopup: row.showWechatPopup,
    appDisplay: row.appDisplay,
    details: details.map((d) => ({
      type: d.type,
      content: d.content,
      httpImageUrl: d.httpImageUrl,
      wechatUrl: d.wechatUrl,
      sort: d.sort,
    })),
    updateTime: row.updatedAt.getTime(),
  };
}

/** The switches' values as stored, the defaults for those never set. */
async function switchesOf(kit: ConsoleContentKit): Promise<ConsoleSwitch[]> {
  const stored = await readSystemConfig(kit.db, await kit.companyId());
  return CONSOLE_SWITCH_KEYS.map((key) => {
    const value = stored.get(key);
    return {
      key,
      value: value ?? configDefaults[key].value,
      defaultValue: configDefaults[key].value,
      remark: configDefaults[key].remark,
      isSet: value !== undefined,
    };
  });
}

export function registerConsoleBrandRoutes(app: FastifyInstance, kit: ConsoleContentKit): void {
  app.get(PATHS.brand, async (request) => {
    await kit.auth.signedIn(request, { allowed: ROLES_ANY });
    const companyId = await kit.companyId();
    return ok(await kit.db.transaction((tx) => brandOf(tx, companyId)));
  });

  app.patch(PATHS.brand, async (request) => {
    const by = await kit.auth.signedIn(request, { allowed: ROLES_OPS });
    const body = parseConsoleInput(consoleBrandUpdate, request.body);
    const { details, domains, ...fields } = body;
    const companyId = await kit.companyId();
    const brand = await auditedChange(kit, by, ['site'], async (tx) => {
      const before = await brandOf(tx, companyId, true);
      await tx
        .update(company)
        .set({
          ...fields,
          ...(domains === undefined ? {} : { domain: [...new Set(domains)].join('\n') }),
          updatedAt: new Date(),
        })
        .where(eq(company.id, companyId));
      if (details !== undefined) {
        await tx.delete(companyDetail).where(eq(companyDetail.companyId, companyId));
        if (details.length > 0)
          await tx.insert(companyDetail).values(details.map((d) => ({ companyId, ...d })));
      }
      const after = await brandOf(tx, companyId);
      return {
        result: after,
        audit: { action: 'brand.update', params: { fields: Object.keys(body) }, before, after },
      };
    });
    return ok(brand);
  });

  app.get(PATHS.switches, async (request) => {
    await kit.auth.signedIn(request, { allowed: ROLES_ANY });
    const [data, chatConfig] = await Promise.all([
      switchesOf(kit),
      kit.config.document('config_chat'),
    ]);
    return ok({ data, chatInMaintenance: isChatInMaintenance(chatConfig, kit.now()) });
  });
}
