// The parts of lunar-javascript (6tail, MIT; ships no types) that this package uses.
declare module 'lunar-javascript' {
  export interface LunarDate {
    /** Lunar year (changes at Chinese New Year). */
    getYear(): number;
    getMonth(): number;
    getDay(): number;
    getSolar(): SolarDate;
    /** Zodiac sign of the lunar year, e.g. '龙'. */
    getYearShengXiao(): string;
  }
  export interface SolarDate {
    getYear(): number;
    getMonth(): number;
    getDay(): number;
    getLunar(): LunarDate;
  }
  export const Solar: { fromYmd(year: number, month: number, day: number): SolarDate };
  export const Lunar: {
    fromYmd(lunarYear: number, lunarMonth: number, lunarDay: number): LunarDate;
  };
}
