// /setting-chat-color: the 8 chat theme colours (spec §3, @jinli/domain THEME_COLORS); the chosen
// one is saved on the account.
import { useProfileQuery, useUpdateChatThemeColorMutation } from '@jinli/api/react';
import { THEME_COLORS } from '@jinli/domain';
import { Skeleton, toast } from '@jinli/ui';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';
import './ChatColorScreen.css';

export function ChatColorScreen() {
  const profile = useProfileQuery();
  const update = useUpdateChatThemeColorMutation();
  const current = update.isPending ? update.variables : profile.data?.userInfo.chatThemeColor;
  return (
    <AccountPage title={s.chatColor} fallback="/setting" testId="chat-color-screen">
      {profile.isPending ? (
        <Skeleton rows={4} label={s.loading} />
      ) : (
        <div className="jl-chat-colors" role="radiogroup" aria-label={s.chatColor}>
          {THEME_COLORS.map((color) => (
            <button
              key={color.id}
              type="button"
              role="radio"
              aria-checked={current === color.id}
              className="jl-chat-colors__item"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(color.id, {
                  onSuccess: () => toast.show(s.colorSaved),
                  onError: (error) => toast.show(error.msg),
                })
              }
            >
              <span className="jl-chat-colors__swatch" style={{ background: color.color }} />
              <span>{color.name}</span>
            </button>
          ))}
        </div>
      )}
    </AccountPage>
  );
}
