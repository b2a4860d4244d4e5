// An image URL field offering the pictures the server has (generated banners and logos, uploads),
// and an upload of a new one (运营/管理员; the server re-encodes it and answers its URL).
import type { ConsoleImage } from '@jinli/contract/console';
import { CONSOLE_CONTENT_PATHS } from '@jinli/contract/console';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, AutoComplete, Button, Space, Upload } from 'antd';
import { consoleApi } from '../api/client';
import { CONTENT_TEXT as T } from './strings';

const imagesKey = ['content', 'images'];

export function ImageField(props: {
  /** Given by Form.Item: the id its label points at, so the field has the label's name. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const images = useQuery({
    queryKey: imagesKey,
    queryFn: async () =>
      (await consoleApi.get<{ data: ConsoleImage[] }>(CONSOLE_CONTENT_PATHS.images)).data,
    staleTime: 60_000,
  });
  return (
    <Space.Compact block>
      <AutoComplete
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        placeholder={props.placeholder}
        allowClear
        style={{ flex: 1 }}
        options={(images.data ?? []).map((image) => ({
          value: image.url,
          label: `${image.url}（${image.kind}）`,
        }))}
        filterOption={(input, option) => String(option?.value ?? '').includes(input)}
      />
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          const form = new FormData();
          form.set('file', file as Blob);
          try {
            const image = await consoleApi.upload<ConsoleImage>(CONSOLE_CONTENT_PATHS.images, form);
            props.onChange?.(image.url);
            message.success(T.uploaded);
            void queryClient.invalidateQueries({ queryKey: imagesKey });
            onSuccess?.(image);
          } catch (error) {
            message.error((error as Error).message);
            onError?.(error as Error);
          }
        }}
      >
        <Button icon={<UploadOutlined />}>{T.upload}</Button>
      </Upload>
    </Space.Compact>
  );
}
