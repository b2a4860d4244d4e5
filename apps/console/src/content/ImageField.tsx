// An image URL field offering the pictures the server has (generated banners and logos, uploads).
import { CONSOLE_CONTENT_PATHS } from '@jinli/contract/console';
import type { ConsoleImage } from '@jinli/contract/console';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { consoleApi } from '../api/client';

export function ImageField(props: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}) {
  const images = useQuery({
    queryKey: ['content', 'images'],
    queryFn: async () =>
      (await consoleApi.get<{ data: ConsoleImage[] }>(CONSOLE_CONTENT_PATHS.images)).data,
    staleTime: 60_000,
  });
  return (
    <AutoComplete
      value={props.value}
      onChange={props.onChange}
      placeholder={props.placeholder}
      allowClear
      options={(images.data ?? []).map((image) => ({
        value: image.url,
        label: `${image.url}（${image.kind}）`,
      }))}
      filterOption={(input, option) => String(option?.value ?? '').includes(input)}
    />
  );
}
