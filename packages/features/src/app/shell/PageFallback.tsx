// Shown while the first screen's code arrives (lazy routes on the initial load).
import { Skeleton } from '@jinli/ui';

export function PageFallback() {
  return (
    <div className="jl-page-fallback" style={{ padding: 16 }}>
      <Skeleton rows={4} />
    </div>
  );
}
