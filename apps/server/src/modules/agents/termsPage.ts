// The agent terms page (spec §7 GET /views/app_agendDelaer.html, the screen /agent/declare): plain
// HTML generated from the company's content — its name, and the agent rules of its system_config
// row `agent_terms` (one rule a line; AGENT_TERMS_DEFAULT when the company has none) — every piece
// escaped. Its CSP allows only its own style element (by hash) and framing by the app itself (the
// declare screen may show it in a frame); nothing else loads.
import { createHash } from 'node:crypto';
import { AGENT_TERMS_PATH } from '@jinli/contract';
import { DEFAULT_REBATE_PER_MILLE } from '@jinli/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CompanyService } from '../company/service';
import { readSystemConfig } from '../config/queries';
import { AGENT_TERMS_DEFAULT, AGENT_TEXT, TERMS_NAMELESS, termsRebateText } from './texts';

/** system_config key of the company's agent rules (one rule a line). */
export const AGENT_TERMS_CONFIG_KEY = 'agent_terms';

export { AGENT_TERMS_DEFAULT };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE =
  'body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;background:#fff;color:#333;line-height:1.7}' +
  'main{max-width:640px;margin:0 auto;padding:16px}h1{font-size:18px;margin:0 0 12px}h2{font-size:15px;margin:16px 0 8px}' +
  'ol{padding-left:20px;margin:0}li{margin-bottom:8px;font-size:14px}p{font-size:14px;margin:0 0 8px}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The page's own CSP: its style element only; framed only by the app's own pages. */
export const AGENT_TERMS_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/** The page's HTML for a company name and its rules text. */
export function agentTermsHtml(companyName: string, rules: string): string {
  const name = companyName.trim() || TERMS_NAMELESS;
  const items = rules
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<li>${escapeHtml(line.replaceAll('{company}', name))}</li>`)
    .join('');
  const title = `${name}${AGENT_TEXT.termsTitle}`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><ol>${items}</ol><h2>${AGENT_TEXT.termsRebateHeading}</h2><p>${escapeHtml(termsRebateText(DEFAULT_REBATE_PER_MILLE))}</p></main></body></html>`;
}

export function registerAgentTermsPage(app: FastifyInstance, db: Db, company: CompanyService) {
  app.get(AGENT_TERMS_PATH, async (_request, reply) => {
    const row = await company.current();
    const rules = (await readSystemConfig(db, row.id)).get(AGENT_TERMS_CONFIG_KEY)?.trim();
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', AGENT_TERMS_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .send(agentTermsHtml(row.name, rules || AGENT_TERMS_DEFAULT));
  });
}
