// The Gregorian date of Chinese New Year (春节, first day of the first lunar month) for every year
// of LUNAR_CALENDAR_RANGE, as month × 100 + day (131 = 31 January). The first screen needs the lunar
// year of a draw, not a calendar library: this table is what the lunar rules read, and its unit
// test checks every entry against lunar-javascript (a dev dependency only).

/** First Gregorian year of {@link CHINESE_NEW_YEAR_DATES}. */
export const CHINESE_NEW_YEAR_FIRST_YEAR = 1900;

/** Chinese New Year of each year from 1900 to 2100, month × 100 + day, ten years a line. */
export const CHINESE_NEW_YEAR_DATES: readonly number[] = [
  // 1900
  131, 219, 208, 129, 216, 204, 125, 213, 202, 122,
  // 1910
  210, 130, 218, 206, 126, 214, 203, 123, 211, 201,
  // 1920
  220, 208, 128, 216, 205, 124, 213, 202, 123, 210,
  // 1930
  130, 217, 206, 126, 214, 204, 124, 211, 131, 219,
  // 1940
  208, 127, 215, 205, 125, 213, 202, 122, 210, 129,
  // 1950
  217, 206, 127, 214, 203, 124, 212, 131, 218, 208,
  // 1960
  128, 215, 205, 125, 213, 202, 121, 209, 130, 217,
  // 1970
  206, 127, 215, 203, 123, 211, 131, 218, 207, 128,
  // 1980
  216, 205, 125, 213, 202, 220, 209, 129, 217, 206,
  // 1990
  127, 215, 204, 123, 210, 131, 219, 207, 128, 216,
  // 2000
  205, 124, 212, 201, 122, 209, 129, 218, 207, 126,
  // 2010
  214, 203, 123, 210, 131, 219, 208, 128, 216, 205,
  // 2020
  125, 212, 201, 122, 210, 129, 217, 206, 126, 213,
  // 2030
  203, 123, 211, 131, 219, 208, 128, 215, 204, 124,
  // 2040
  212, 201, 122, 210, 130, 217, 206, 126, 214, 202,
  // 2050
  123, 211, 201, 219, 208, 128, 215, 204, 124, 212,
  // 2060
  202, 121, 209, 129, 217, 205, 126, 214, 203, 123,
  // 2070
  211, 131, 219, 207, 127, 215, 205, 124, 212, 202,
  // 2080
  122, 209, 129, 217, 206, 126, 214, 203, 124, 210,
  // 2090
  130, 218, 207, 127, 215, 205, 125, 212, 201, 121,
  // 2100
  209,
];
