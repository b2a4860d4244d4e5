import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { ClearIcon, SearchIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { useLatest } from '../internal/useLatest';
import '../styles/tokens.css';
import './SearchBar.css';

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /** The text in the field (controlled). */
  value: string;
  /** Called with the raw text on every edit (also the intermediate text of an IME). */
  onChange(text: string): void;
  /**
   * Called with the trimmed text `debounceMs` after typing stops (not while an IME is composing
   * and not again for the same trimmed text), at once on Enter / the keyboard's search key, and
   * with '' at once when the field is cleared.
   */
  onSearch?(trimmed: string): void;
  placeholder?: string;
  /** Quiet time after the last keystroke before onSearch, ms. Default 300. */
  debounceMs?: number;
  /** Accessible name of the clear button. Default 清除. */
  clearLabel?: string;
  /** Accessible name of the field (when the placeholder is not enough). */
  'aria-label'?: string;
  /** Text of a cancel button after the field (e.g. 取消); shown only with onCancel. */
  cancelText?: ReactNode;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Longest text accepted. */
  maxLength?: number;
  className?: string;
}

/**
 * A search field: magnifier, controlled input, a clear button while there is text, and a
 * debounced `onSearch` with the trimmed text (search-as-you-type without a request per key).
 */
export function SearchBar({
  value,
  onChange,
  onSearch,
  placeholder,
  debounceMs = 300,
  clearLabel = '清除',
  'aria-label': ariaLabel,
  cancelText,
  onCancel,
  autoFocus,
  maxLength,
  className,
}: SearchBarProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useLatest(onSearch);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const composing = useRef(false);
  // The trimmed text onSearch last received: an edit that only adds spaces searches nothing new.
  const lastSearched = useRef<string | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (text: string, force: boolean) => {
    clearTimeout(timer.current);
    const trimmed = text.trim();
    if (!force && trimmed === lastSearched.current) return;
    lastSearched.current = trimmed;
    search.current?.(trimmed);
  };

  const schedule = (text: string) => {
    clearTimeout(timer.current);
    if (!search.current) return;
    timer.current = setTimeout(() => searchNow(text, false), debounceMs);
  };

  return (
    <form
      role="search"
      className={cx('jl-search', className)}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(inputRef.current?.value ?? value, true);
        // Closes the on-screen keyboard once the user asked for results.
        inputRef.current?.blur();
      }}
    >
      <div className="jl-search__field">
        <SearchIcon className="jl-search__icon" />
        <input
          ref={inputRef}
          className="jl-search__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          aria-label={ariaLabel ?? placeholder}
          autoFocus={autoFocus}
          maxLength={maxLength}
          onChange={(event) => {
            onChange(event.target.value);
            if (!composing.current) schedule(event.target.value);
          }}
          onCompositionStart={() => {
            composing.current = true;
            clearTimeout(timer.current);
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            schedule(event.currentTarget.value);
          }}
        />
        {value !== '' && (
          <button
            type="button"
            className="jl-search__clear jl-hit"
            aria-label={clearLabel}
            onClick={() => {
              onChange('');
              searchNow('', false);
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
          </button>
        )}
      </div>
      {onCancel && cancelText !== undefined && (
        <button type="button" className="jl-search__cancel jl-hit" onClick={onCancel}>
          {cancelText}
        </button>
      )}
    </form>
  );
}
