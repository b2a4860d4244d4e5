// Shown while the first screen's code arrives (lazy routes on the initial load), in the frame the
// screen will have: the bottom menu on a top-level screen, else a navigation bar whose back button
// already works (issue 34: a loading route hid both, and a slow load left no way back).
import { NavBar, Skeleton } from '@jinli/ui';
import { useLocation, useNavigate } from 'react-router';
import { useAppContext } from '../context/AppContext';
import { activeMenuItem } from '../context/menuRules';
import { currentHistoryIndex } from '../router/historyIndex';
import { BottomMenu } from './BottomMenu';
import './PageFallback.css';

export function PageFallback() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { menu } = useAppContext();
  const topLevel = activeMenuItem(menu, pathname) !== undefined;
  const back = () => {
    if (currentHistoryIndex() > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <div className="jl-app" data-testid="page-fallback">
      {topLevel ? null : <NavBar title="" onBack={back} />}
      <div className="jl-page-fallback">
        <Skeleton rows={4} />
      </div>
      {topLevel ? <BottomMenu items={menu} /> : null}
    </div>
  );
}
