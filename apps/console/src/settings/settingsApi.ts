// The brand (GET/PATCH /console-api/brand), the switches' current values (GET
// /console-api/brand/switches) and setting one switch (POST /console-api/operator/config, 运营/管理员).
import type { ConsoleBrand, ConsoleBrandUpdate, ConsoleSwitches } from '@jinli/contract/console';
import { consoleApi } from '../api/client';

export const switchesKey = ['brand', 'switches'] as const;
export const brandKey = ['brand'] as const;

export const settingsApi = {
  switches: () => consoleApi.get<ConsoleSwitches>('/brand/switches'),
  setSwitch: (key: string, value: string) =>
    consoleApi.post<{ key: string; before: string; value: string }>('/operator/config', {
      key,
      value,
    }),
  brand: () => consoleApi.get<ConsoleBrand>('/brand'),
  updateBrand: (change: ConsoleBrandUpdate) => consoleApi.patch<ConsoleBrand>('/brand', change),
};
