// `jinli-server operator create|reset-password|reset-totp --name … [--role …]`: the first 管理员,
// and the way back in for a locked-out one, on the database the server would open (DATABASE_URL or
// the PGlite folder, --company). Prints the one-time password and/or the TOTP enrolment once; only
// their hash and the secret are stored. Audited as done by 'cli'. On PGlite the folder is locked by
// a running server: stop it first (or use the console's operator management).
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { DataDirLockedError, type Database, openDatabase } from '../../db/client';
import { operatorAccount } from '../../db/schema';
import { findCompanyByCode } from '../company/queries';
import { endSessionsOf } from './sessions';
import { OPERATOR_NAME, type OperatorActor } from '../operators/accounts';
import { recordAudit } from '../operators/audit';
import { isOperatorRole, OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '../operators/roles';
import {
  findOperatorByName,
  insertOperator,
  type IssuedSecrets,
  newOneTimePassword,
  newTotp,
  totpLabel,
  viewOf,
} from '../operators/store';

const SUBCOMMANDS = ['create', 'reset-password', 'reset-totp'] as const;
type Subcommand = (typeof SUBCOMMANDS)[number];

/** The audit log's name for changes made from the command line. */
const CLI_ACTOR: OperatorActor = { name: 'cli', role: null, clientAddress: 'localhost' };

interface Parsed {
  subcommand: Subcommand;
  name: string;
  role: OperatorRole | undefined;
  serverArgs: string[];
}

/** Splits our flags from the server's (--data-dir, --company): those go to loadConfig. */
function parse(argv: string[]): Parsed {
  const [subcommand, ...rest] = argv;
  if (!(SUBCOMMANDS as readonly (string | undefined)[]).includes(subcommand))
    throw new Error(`operator: one of ${SUBCOMMANDS.join(', ')} (got ${subcommand ?? 'nothing'})`);
  // Our two flags out, the rest (--data-dir, --company, …) left for loadConfig to read strictly.
  const values: { name?: string; role?: string } = {};
  const serverArgs: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const flag = /^--(name|role)(?:=(.*))?$/.exec(arg);
    if (!flag) {
      serverArgs.push(arg);
      continue;
    }
    const value = flag[2] ?? rest[++i];
    values[flag[1] as 'name' | 'role'] = value;
  }
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (!OPERATOR_NAME.test(name))
    throw new Error(`operator: --name <letters, digits, '.', '_' or '-', up to 64> is required`);
  const roleText = typeof values.role === 'string' ? values.role : undefined;
  if (subcommand === 'create' && (roleText === undefined || !isOperatorRole(roleText)))
    throw new Error(`operator create: --role is one of ${OPERATOR_ROLES.join(', ')}`);
  return {
    subcommand: subcommand as Subcommand,
    name,
    role: roleText !== undefined && isOperatorRole(roleText) ? roleText : undefined,
    serverArgs,
  };
}

function printSecrets(secrets: IssuedSecrets): void {
  if (secrets.password) {
    console.log(`  one-time password: ${secrets.password}`);
    console.log('  (shown once; the operator must change it at the first login)');
  }
  if (secrets.totpUrl) {
    console.log(`  TOTP (authenticator app): ${secrets.totpUrl}`);
    console.log(`  TOTP secret (base32):     ${secrets.totpSecret}`);
  }
}

async function run(database: Database, companyCode: string, parsed: Parsed): Promise<number> {
  const db = database.db;
  const company = await findCompanyByCode(db, companyCode);
  if (!company) {
    console.error(
      `operator: no company '${companyCode}' in this database (start the server once).`,
    );
    return 2;
  }
  const label = totpLabel(companyCode, parsed.name);
  if (parsed.subcommand === 'create') {
    const role = parsed.role!;
    const issued = await newOneTimePassword();
    const created = await db.transaction(async (tx) => {
      const inserted = await insertOperator(
        tx,
        company.id,
        companyCode,
        { name: parsed.name, role },
        issued,
      );
      if (inserted)
        await recordAudit(tx, CLI_ACTOR, {
          action: 'operator.create',
          params: { name: parsed.name, role },
          before: null,
          after: viewOf(inserted.row),
        });
      return inserted;
    });
    if (!created) {
      console.error(`operator: '${parsed.name}' exists already (reset-password or reset-totp?)`);
      return 1;
    }
    console.log(
      `Created operator '${parsed.name}' (${ROLE_LABELS[role]} ${role}) of company '${companyCode}'.`,
    );
    printSecrets(created.secrets);
    return 0;
  }
  const existing = await findOperatorByName(db, company.id, parsed.name);
  if (!existing) {
    console.error(`operator: no operator '${parsed.name}' in company '${companyCode}'.`);
    return 1;
  }
  const secrets: IssuedSecrets =
    parsed.subcommand === 'reset-password' ? await newOneTimePassword() : newTotp(label);
  await db.transaction(async (tx) => {
    await tx
      .update(operatorAccount)
      .set(
        parsed.subcommand === 'reset-password'
          ? {
              passwordHash: (secrets as { passwordHash: string }).passwordHash,
              mustChangePassword: true,
              updatedAt: new Date(),
            }
          : { totpSecret: secrets.totpSecret!, totpLastStep: null, updatedAt: new Date() },
      )
      .where(eq(operatorAccount.id, existing.id));
    await endSessionsOf(tx, existing.id);
    await recordAudit(tx, CLI_ACTOR, {
      action:
        parsed.subcommand === 'reset-password' ? 'operator.reset_password' : 'operator.reset_totp',
      params: { id: existing.id, name: existing.name },
      before: null,
      after: null,
    });
  });
  console.log(
    `Reset the ${parsed.subcommand === 'reset-password' ? 'password' : 'TOTP'} of '${existing.name}'; their sessions ended.`,
  );
  printSecrets(secrets);
  return 0;
}

/** Runs the command; answers the exit code (2: it could not run). */
export async function runOperatorCommand(argv: string[]): Promise<number> {
  let parsed: Parsed;
  let database: Database;
  let companyCode: string;
  try {
    parsed = parse(argv);
    const config = loadConfig(parsed.serverArgs);
    companyCode = config.companyCode;
    database = await openDatabase(config.database);
    await database.migrate();
  } catch (error) {
    console.error(
      error instanceof DataDirLockedError
        ? `${error.message}\nA running server holds it: stop it, or manage operators from the console.`
        : (error as Error).message,
    );
    return 2;
  }
  try {
    return await run(database, companyCode, parsed);
  } finally {
    await database.close();
  }
}
