// /notifications (spec §2 Profile tile, §7 pushMessage calls): the user's messages newest first,
// unread ones marked; opening one marks it read, each can be removed after a confirmation.
import {
  useMarkPushMessageReadMutation,
  usePushMessagesQuery,
  useRemovePushMessageMutation,
} from '@jinli/api/react';
import type { PushMessage } from '@jinli/contract';
import { formatRecordDateTime } from '../../shared/formatRecordTime';
import { Button, Confirm, Empty, Skeleton, toast } from '@jinli/ui';
import { useState } from 'react';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';
import './NotificationsScreen.css';

export function NotificationsScreen() {
  const messages = usePushMessagesQuery({ page: 1, rows: 100 });
  const markRead = useMarkPushMessageReadMutation();
  const remove = useRemovePushMessageMutation();
  const [openId, setOpenId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<PushMessage | null>(null);

  const toggle = (message: PushMessage) => {
    setOpenId((current) => (current === message.id ? null : message.id));
    if (message.isRead !== 1 && !markRead.isPending) markRead.mutate(message.id);
  };

  const confirmRemove = () => {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => toast.show(s.removed),
      onError: (error) => toast.show(error.msg),
    });
  };

  return (
    <AccountPage title={s.notifications} testId="notifications-screen">
      {messages.isPending ? (
        <Skeleton rows={5} label={s.loading} />
      ) : messages.isError ? (
        <Empty text={messages.error.msg}>
          <Button variant="primary" onClick={() => void messages.refetch()}>
            {s.retry}
          </Button>
        </Empty>
      ) : messages.data.data.length === 0 ? (
        <Empty text={s.empty} />
      ) : (
        <ul className="jl-messages">
          {messages.data.data.map((message) => {
            const open = openId === message.id;
            const unread = message.isRead !== 1;
            return (
              <li key={message.id} className="jl-messages__item" data-testid="message-row">
                <button
                  type="button"
                  className="jl-messages__head"
                  aria-expanded={open}
                  onClick={() => toggle(message)}
                >
                  {unread ? <span className="jl-messages__dot" aria-label={s.unread} /> : null}
                  <span className="jl-messages__title">{message.title}</span>
                  <time className="jl-messages__time">
                    {formatRecordDateTime(message.createTime)}
                  </time>
                </button>
                {open ? (
                  <div className="jl-messages__body">
                    <p>{message.content}</p>
                    <button
                      type="button"
                      className="jl-messages__remove"
                      onClick={() => setRemoving(message)}
                    >
                      {s.remove}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Confirm
        open={removing !== null}
        message={s.removeConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </AccountPage>
  );
}
