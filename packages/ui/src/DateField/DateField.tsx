import { useState } from 'react';
import { BackIcon, ChevronDownIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { Popup } from '../Popup/Popup';
import {
  addMonths,
  compareMonths,
  inRange,
  isIsoDate,
  monthCells,
  monthOf,
  type IsoDate,
  type YearMonth,
} from './calendar';
import '../styles/tokens.css';
import './DateField.css';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** Name of the field, shown above it and as the calendar's title. */
  label: string;
  /** The day picked, 'YYYY-MM-DD', or '' for none. */
  value: IsoDate;
  onChange(value: IsoDate): void;
  /** Earliest and latest day that may be picked ('YYYY-MM-DD'); the others are disabled. */
  min?: IsoDate;
  max?: IsoDate;
  /** Shown while no day is picked. Default '请选择日期'. */
  placeholder?: string;
  /** When given, the calendar offers a button with this text that empties the field. */
  clearLabel?: string;
  /** Accessible names of the month buttons. Defaults '上个月', '下个月'. */
  prevMonthLabel?: string;
  nextMonthLabel?: string;
  /** Accessible names of the year and month pickers (long ranges). Defaults '年份', '月份'. */
  yearLabel?: string;
  monthLabel?: string;
  /** Id of the element that explains the field (its error line): read out with the field. */
  describedBy?: string;
  className?: string;
}

/** Years a field without `min` reaches back: a lifetime (birthdays). */
const YEARS_BACK = 120;
/** Years a field without `max` reaches ahead. */
const YEARS_AHEAD = 10;

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * A day button's name, 2026年11月2日: read as Chinese, and holding the number the button shows
 * (WCAG 2.5.3; '2026-11-02' does not hold '2').
 */
function dayName(date: IsoDate): string {
  return `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月${Number(date.slice(8))}日`;
}

/**
 * A date field that always reads 'YYYY-MM-DD' and picks from a Chinese month calendar in a bottom
 * sheet: the native date input shows the browser's locale format (mm/dd/yyyy on many phones) and
 * its own English picker. Days outside [min, max] cannot be picked, and neither can months wholly
 * outside them be reached.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  placeholder = '请选择日期',
  clearLabel,
  prevMonthLabel = '上个月',
  nextMonthLabel = '下个月',
  yearLabel = '年份',
  monthLabel = '月份',
  describedBy,
  className,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<YearMonth>(() => initialMonth(value, max));
  const canPrev = !min || compareMonths(addMonths(shown, -1), monthOf(min)) >= 0;
  const canNext = !max || compareMonths(addMonths(shown, 1), monthOf(max)) <= 0;
  // Over a range of years (a birthday) month steps alone are hundreds of taps: the month bar then
  // picks the year and the month directly.
  const years = yearSpan(min, max);
  const longRange = years.length > 2;

  const openCalendar = () => {
    setShown(initialMonth(value, max));
    setOpen(true);
  };
  const pick = (date: IsoDate) => {
    onChange(date);
    setOpen(false);
  };

  return (
    <div className={cx('jl-date-field', className)}>
      <span className="jl-date-field__label">{label}</span>
      <button
        type="button"
        className={cx('jl-date-field__value', !value && 'jl-date-field__value--empty')}
        aria-label={`${label} ${value || placeholder}`}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={openCalendar}
      >
        <span>{value || placeholder}</span>
        <ChevronDownIcon className="jl-date-field__chevron" />
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title={label} className="jl-date-sheet">
        <div className="jl-date-sheet__month">
          <button
            type="button"
            className="jl-date-sheet__step"
            aria-label={prevMonthLabel}
            disabled={!canPrev}
            onClick={() => setShown((month) => addMonths(month, -1))}
          >
            <BackIcon />
          </button>
          {longRange ? (
            <span className="jl-date-sheet__pickers">
              <select
                className="jl-date-sheet__select"
                aria-label={yearLabel}
                value={shown.year}
                onChange={(event) =>
                  setShown(clampMonth({ ...shown, year: Number(event.target.value) }, min, max))
                }
              >
                {years.map((year) => (
                  <option key={year} value={year}>{`${year}年`}</option>
                ))}
              </select>
              <select
                className="jl-date-sheet__select"
                aria-label={monthLabel}
                value={shown.month}
                onChange={(event) => setShown({ ...shown, month: Number(event.target.value) })}
              >
                {MONTHS.map((month) => (
                  <option
                    key={month}
                    value={month}
                    disabled={!monthAllowed({ year: shown.year, month }, min, max)}
                  >{`${month}月`}</option>
                ))}
              </select>
            </span>
          ) : (
            <strong aria-live="polite">{`${shown.year}年${shown.month}月`}</strong>
          )}
          <button
            type="button"
            className="jl-date-sheet__step jl-date-sheet__step--next"
            aria-label={nextMonthLabel}
            disabled={!canNext}
            onClick={() => setShown((month) => addMonths(month, 1))}
          >
            <BackIcon />
          </button>
        </div>
        <div className="jl-date-sheet__grid">
          <div className="jl-date-sheet__row" aria-hidden="true">
            {WEEKDAYS.map((day) => (
              <span key={day} className="jl-date-sheet__weekday">
                {day}
              </span>
            ))}
          </div>
          {rows(monthCells(shown)).map((row, index) => (
            <div className="jl-date-sheet__row" key={index}>
              {row.map((date, column) =>
                date ? (
                  <button
                    key={date}
                    type="button"
                    className={cx(
                      'jl-date-sheet__day',
                      date === value && 'jl-date-sheet__day--selected',
                    )}
                    aria-label={dayName(date)}
                    aria-pressed={date === value}
                    disabled={!inRange(date, min, max)}
                    onClick={() => pick(date)}
                  >
                    {Number(date.slice(8))}
                  </button>
                ) : (
                  <span key={`blank-${column}`} className="jl-date-sheet__blank" />
                ),
              )}
            </div>
          ))}
        </div>
        {clearLabel ? (
          <button type="button" className="jl-date-sheet__clear" onClick={() => pick('')}>
            {clearLabel}
          </button>
        ) : null}
      </Popup>
    </div>
  );
}

/** The month to open on: the picked day's, else the latest allowed day's, else today's. */
function initialMonth(value: IsoDate, max?: IsoDate): YearMonth {
  if (isIsoDate(value)) return monthOf(value);
  if (max && isIsoDate(max)) return monthOf(max);
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** The years a picker offers, newest first: min's to max's (or a lifetime back / ten years ahead). */
function yearSpan(min?: IsoDate, max?: IsoDate): number[] {
  const now = new Date().getFullYear();
  const last = max && isIsoDate(max) ? monthOf(max).year : now + YEARS_AHEAD;
  const first = min && isIsoDate(min) ? monthOf(min).year : last - YEARS_BACK;
  const years: number[] = [];
  for (let year = last; year >= first; year--) years.push(year);
  return years;
}

/** Whether any day of `month` lies within [min, max]. */
function monthAllowed(month: YearMonth, min?: IsoDate, max?: IsoDate): boolean {
  return (
    (!min || compareMonths(month, monthOf(min)) >= 0) &&
    (!max || compareMonths(month, monthOf(max)) <= 0)
  );
}

/** `month` moved into [min, max] (a year picked whose same month is out of range). */
function clampMonth(month: YearMonth, min?: IsoDate, max?: IsoDate): YearMonth {
  if (min && compareMonths(month, monthOf(min)) < 0) return monthOf(min);
  if (max && compareMonths(month, monthOf(max)) > 0) return monthOf(max);
  return month;
}

/** Week rows of seven cells (the last row padded with blanks). */
function rows(cells: (IsoDate | null)[]): (IsoDate | null)[][] {
  const padded = [...cells];
  while (padded.length % 7 !== 0) padded.push(null);
  const out: (IsoDate | null)[][] = [];
  for (let i = 0; i < padded.length; i += 7) out.push(padded.slice(i, i + 7));
  return out;
}
