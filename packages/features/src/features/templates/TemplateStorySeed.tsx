// Seeds the query cache of a templates story: the polls of the given templates (so the poll
// renders without a network) and any other answers.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { templateKeys } from '@jinli/api';
import { pollFixture } from './templateFixtures';
import type { Template } from './templateTypes';

export interface TemplateStorySeedProps {
  templates?: readonly Template[];
  entries?: readonly (readonly [QueryKey, unknown])[];
  children?: ReactNode;
}

export function TemplateStorySeed({
  templates = [],
  entries = [],
  children,
}: TemplateStorySeedProps) {
  const queryClient = useQueryClient();
  useState(() => {
    for (const t of templates)
      if (t.hasPoll === 1) queryClient.setQueryData(templateKeys.poll(t.id), pollFixture(0, t.id));
    for (const [key, data] of entries) queryClient.setQueryData(key, data);
    return true;
  });
  return <>{children}</>;
}
