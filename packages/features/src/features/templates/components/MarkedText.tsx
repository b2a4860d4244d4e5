// Notes and contents with their hits (spec §3: an asterisk marks a hit, shown red).
import { mb12SizeClass, parseMarkedNote, splitMarkedValues } from '@jinli/domain';

/** A note with the asterisk removed; red when it carried one. */
export function MarkedNote({ note, className }: { note?: string | null; className?: string }) {
  if (!note) return null;
  const { text, hit } = parseMarkedNote(note);
  return (
    <span
      className={`jl-tpl-note${hit ? ' jl-tpl-hit' : ''}${className ? ` ${className}` : ''}`}
      data-hit={hit || undefined}
    >
      {text}
    </span>
  );
}

export interface MarkedValuesProps {
  content?: string | null;
  /** MB12: size the values by how many there are (class 1-12, fewer values = bigger). */
  sized?: boolean;
}

/** The values of a content text, each hit (asterisk) shown red. */
export function MarkedValues({ content, sized = false }: MarkedValuesProps) {
  const values = splitMarkedValues(content);
  if (values.length === 0) return null;
  const size = sized ? mb12SizeClass(values.length) : undefined;
  return (
    <span
      className={`jl-tpl-values${size ? ` jl-tpl-values--size-${size}` : ''}`}
      data-size-class={size}
    >
      {values.map((v, i) => (
        <span
          key={i}
          className={`jl-tpl-value${v.hit ? ' jl-tpl-hit' : ''}`}
          data-hit={v.hit || undefined}
        >
          {v.text}
        </span>
      ))}
    </span>
  );
}
