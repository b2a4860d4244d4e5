// Builds the static JSON documents of /sys-upload/data/json/ (spec §7) from the database at request
// time. Each builder returns the document's contract type; routes validate it again before sending.
import {
  ErrorCode,
  registerFieldNames,
  type RegisterFieldLimit,
  type StaticDocument,
  type StaticDocumentName,
} from '@jinli/contract';
import { toYuanText } from '@jinli/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../http/AppError';
import type { CompanyService } from '../company/service';
import { ConfigKey, configDefaults } from './configKeys';
import {
  findRegisterSetting,
  findWithdrawLimit,
  listChatLevels,
  listFiveElements,
  listHomeLotteries,
  listPublicSystemConfig,
  listRegisterFields,
  readSystemConfig,
} from './queries';

/** Message when a document's rows are missing (e.g. the database was never seeded). */
export const CONFIG_MISSING_MSG = '配置不存在';

/** A register field without a row is neither shown nor required. */
const hiddenField: RegisterFieldLimit = {
  show: false,
  required: false,
  error: '',
  requiredError: '',
  placeholder: '',
};

export type DocumentBuilders = { [N in StaticDocumentName]: () => Promise<StaticDocument<N>> };

export interface ConfigService {
  /** Builds one static document. */
  document<N extends StaticDocumentName>(name: N): Promise<StaticDocument<N>>;
  /** The sk_encrypt secret; 404 when it was never generated. */
  secret(): Promise<string>;
}

export function createConfigService(db: Db, company: CompanyService): ConfigService {
  /** key → value of the company's system config, with the defaults for absent keys. */
  async function settings(): Promise<
    (key: Exclude<ConfigKey, typeof ConfigKey.SK_ENCRYPT>) => string
  > {
    const { id } = await company.current();
    const values = await readSystemConfig(db, id);
    return (key) => values.get(key) ?? configDefaults[key].value;
  }

  async function secret(): Promise<string> {
    const { id } = await company.current();
    const value = (await readSystemConfig(db, id)).get(ConfigKey.SK_ENCRYPT);
    if (!value) throw new AppError(ErrorCode.NOT_FOUND, CONFIG_MISSING_MSG);
    return value;
  }

  const builders: DocumentBuilders = {
    async config() {
      const row = await company.current();
      const get = await settings();
      const defaultGameId = Number.parseInt(get(ConfigKey.DEFAULT_GAME_ID), 10);
      return {
        companyCode: row.code,
        companyName: row.name,
        version: get(ConfigKey.APP_VERSION),
        defaultGameId: Number.isSafeInteger(defaultGameId)
          ? defaultGameId
          : Number(configDefaults.default_game_id.value),
        encrypt: get(ConfigKey.SITE_ENCRYPT) === '1',
        staticTemplates: get(ConfigKey.STATIC_TEMPLATES) === '1',
      };
    },

    async config_chat() {
      const { id } = await company.current();
      const [get, levels] = await Promise.all([settings(), listChatLevels(db, id)]);
      return {
        rech_level: levels.map((level) => ({
          level: level.level,
          rechMoney: toYuanText(level.rechMoney),
        })),
        chat_maintenance_config: {
          start: get(ConfigKey.CHAT_MAINTENANCE_START),
          end: get(ConfigKey.CHAT_MAINTENANCE_END),
          message: get(ConfigKey.CHAT_MAINTENANCE_MESSAGE),
        },
        sys_config: { time_zone: get(ConfigKey.TIME_ZONE) },
        enable_chat_maintenance: { configValue: get(ConfigKey.ENABLE_CHAT_MAINTENANCE) },
      };
    },

    async 'five-elements'() {
      const rows = await listFiveElements(db);
      const years = new Map<number, { element: string; values: number[] }[]>();
      for (const row of rows) {
        const data = years.get(row.lunarYear) ?? [];
        data.push({ element: row.element, values: [...row.numbers].sort((a, b) => a - b) });
        years.set(row.lunarYear, data);
      }
      return [...years].map(([year, data]) => ({ year, data }));
    },

    async app_config() {
      const { id } = await company.current();
      const [get, lotteries] = await Promise.all([settings(), listHomeLotteries(db, id)]);
      return {
        livestream_url: get(ConfigKey.LIVESTREAM_URL),
        home_lottery_setting: lotteries.map((row) => ({
          gameId: row.gameId,
          gameName: row.gameName,
        })),
      };
    },

    async web_system_config() {
      const { id } = await company.current();
      return listPublicSystemConfig(db, id);
    },

    async registerLimit() {
      const { id } = await company.current();
      const [fields, setting] = await Promise.all([
        listRegisterFields(db, id),
        findRegisterSetting(db, id),
      ]);
      if (!setting) throw new AppError(ErrorCode.NOT_FOUND, CONFIG_MISSING_MSG);
      const byName = new Map(fields.map((field) => [field.field, field]));
      const limits = Object.fromEntries(
        registerFieldNames.map((name) => {
          const row = byName.get(name);
          const limit: RegisterFieldLimit = row
            ? {
                show: row.show,
                required: row.required,
                error: row.error,
                requiredError: row.requiredError,
                placeholder: row.placeholder,
              }
            : hiddenField;
          return [name, limit];
        }),
      ) as StaticDocument<'registerLimit'>['fields'];
      return {
        fields: limits,
        userAccountMessage: setting.userAccountMessage,
        wechatPlaceholder: setting.wechatPlaceholder,
        vCode: setting.vCode,
        thirdCaptcha: setting.thirdCaptcha,
        sendMenoy: toYuanText(setting.registerBonus),
      };
    },

    async userLoginLimit() {
      const get = await settings();
      return {
        vCode: get(ConfigKey.LOGIN_VCODE) === '1',
        codeStyle: Number(get(ConfigKey.LOGIN_CODE_STYLE)) === 3 ? 3 : 1,
      };
    },

    async userWithdrawLimit() {
      const { id } = await company.current();
      const row = await findWithdrawLimit(db, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, CONFIG_MISSING_MSG);
      return {
        minMoney: toYuanText(row.minMoney),
        maxMoney: toYuanText(row.maxMoney),
        dailyTimes: row.dailyTimes,
        max_bank: toYuanText(row.maxBank),
        max_usdt: toYuanText(row.maxUsdt),
        max_e_wallet: toYuanText(row.maxEWallet),
        max_direct_charging: toYuanText(row.maxDirectCharging),
      };
    },

    async sk_encrypt() {
      return { configValue: await secret() };
    },
  };

  return {
    document: (name) => builders[name](),
    secret,
  };
}
