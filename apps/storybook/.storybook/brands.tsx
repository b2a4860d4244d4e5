// The four brands in Storybook (issue 18): a 品牌 toolbar menu renders the story in one theme app's
// tokens, or in all four side by side. The tokens are the apps' own theme.css files (read, never
// copied), so a story shows what each app shows. Default: the kit's own tokens, as the story tests
// render them.
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
// The kit's token sheet as text: in the side-by-side view it is declared again on each frame (see
// frameTokens), so tokens derived from the brand colour follow each frame's brand.
import kitTokens from '../../../packages/ui/src/styles/tokens.css?raw';
import '../../theme1/src/theme.css';
import '../../theme2/src/theme.css';
import '../../theme3/src/theme.css';
import '../../theme4/src/theme.css';
import './brands.css';

/** The theme apps and the brand each ships (apps/theme*\/src/main.tsx). */
export const BRANDS = [
  { theme: 'theme1', name: '锦鲤彩票' },
  { theme: 'theme2', name: '锦鲤娱乐' },
  { theme: 'theme3', name: '锦鲤' },
  { theme: 'theme4', name: '锦鲤游戏' },
] as const;

/** The 品牌 menu's value that shows the four brands side by side. */
export const ALL_BRANDS = 'all';

/**
 * The kit's defaults, re-declared on every side-by-side frame at zero specificity: a token the
 * brand derives (--jl-tabs-active-color: var(--jl-color-primary), …) is then computed on the
 * frame, from the frame's brand colour, instead of inherited from the page's :root. The brand's
 * own [data-theme] rule still wins wherever it sets a token itself.
 */
const frameTokens = kitTokens.replace(/:root\s*\{/, ':where(.jl-brand-frame) {');

/** Sets <html data-theme> while one brand is chosen, so portals (dialogs, toasts) wear it too. */
function useDocumentTheme(theme: string | undefined) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme) root.dataset.theme = theme;
    else delete root.dataset.theme;
    return () => {
      delete root.dataset.theme;
    };
  }, [theme]);
}

function SingleBrand({
  theme,
  children,
}: {
  theme: string | undefined;
  children: React.ReactNode;
}) {
  useDocumentTheme(theme);
  return <>{children}</>;
}

export const withBrand: Decorator = (Story, context) => {
  const brand = (context.globals.brand as string | undefined) || undefined;
  if (brand !== ALL_BRANDS) {
    return (
      <SingleBrand theme={brand}>
        <Story />
      </SingleBrand>
    );
  }
  return (
    <div className="jl-brand-row">
      <style>{frameTokens}</style>
      {BRANDS.map(({ theme, name }) => (
        <figure key={theme} className="jl-brand-column">
          <figcaption>
            <b>{name}</b> {theme}
          </figcaption>
          {/* transform: the frame is the containing block of the story's fixed bars. */}
          <div className="jl-brand-frame" data-theme={theme}>
            <Story />
          </div>
        </figure>
      ))}
    </div>
  );
};

/** The 品牌 toolbar menu. */
export const brandGlobalType = {
  description: '品牌：一个主题应用的样式，或四个品牌并排',
  toolbar: {
    title: '品牌',
    icon: 'paintbrush' as const,
    items: [
      { value: '', title: '组件库默认' },
      ...BRANDS.map(({ theme, name }) => ({ value: theme, title: `${name}（${theme}）` })),
      { value: ALL_BRANDS, title: '四品牌并排（视口选“四品牌并排”）' },
    ],
    dynamicTitle: true,
  },
};
