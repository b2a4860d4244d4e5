// Seeds the query cache of a templates story: the polls of the given templates (so the poll
// renders without a network), any other answers, and queries that failed.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { type ApiError, templateKeys } from '@jinli/api';
import { pollFixture } from './templateFixtures';
import type { Template } from './templateTypes';

export interface TemplateStorySeedProps {
  templates?: readonly Template[];
  entries?: readonly (readonly [QueryKey, unknown])[];
  /** Queries whose last fetch failed with the given error (and that hold no data). */
  failed?: readonly (readonly [QueryKey, ApiError])[];
  children?: ReactNode;
}

export function TemplateStorySeed({
  templates = [],
  entries = [],
  failed = [],
  children,
}: TemplateStorySeedProps) {
  const queryClient = useQueryClient();
  useState(() => {
    for (const t of templates)
      if (t.hasPoll === 1) queryClient.setQueryData(templateKeys.poll(t.id), pollFixture(0, t.id));
    for (const [key, data] of entries) queryClient.setQueryData(key, data);
    // StoryProviders' queries do not fetch again on mount after a failure: it stays as seeded.
    for (const [queryKey, error] of failed)
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey })
        .setState({ status: 'error', error, errorUpdateCount: 1, errorUpdatedAt: Date.now() });
    return true;
  });
  return <>{children}</>;
}
