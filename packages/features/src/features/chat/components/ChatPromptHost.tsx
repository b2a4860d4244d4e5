// The private-message and invite prompts of spec §5, app-wide: useChatPrompts decides when (the
// receiver is the viewer, the sender a moderator, not on a game page nor in that chat; an invite to
// another room); this asks, and opens the chat or the room on confirm. A prompt can only come over
// an open chat socket, so while a player is signed in the host keeps the chat session going on
// every screen (the shell mounts it after the first paint); guests have nobody to prompt them.
import { Confirm } from '@jinli/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session as appSession } from '../../../app/session/sessionStore';
import { chatRoomPath, privateChatPath } from '../chatPaths';
import { useChatController, useChatPrompts } from '../state';
import { chatStrings as s } from '../strings';

/** Keeps the chat session (and its socket) going while a player is signed in. */
function useSignedInChat(): void {
  const signedIn = useSnapshot(appSession).accessToken !== null;
  const controller = useChatController();
  useEffect(() => {
    if (!signedIn) return;
    const release = controller.retain();
    void controller.ensureStarted();
    return release;
  }, [controller, signedIn]);
}

export function ChatPromptHost() {
  useSignedInChat();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { privatePrompt, invitePrompt, dismiss } = useChatPrompts(pathname);
  return (
    <>
      <Confirm
        open={privatePrompt !== null}
        title={s.privatePromptTitle}
        message={privatePrompt ? s.privatePrompt(privatePrompt.from.nickname) : ''}
        cancelText={s.promptLater}
        confirmText={s.promptOpen}
        onCancel={() => dismiss('private')}
        onConfirm={() => {
          if (!privatePrompt) return;
          dismiss('private');
          void navigate(
            privateChatPath(
              privatePrompt.roomId,
              privatePrompt.from.user_id,
              privatePrompt.from.nickname,
            ),
          );
        }}
      />
      <Confirm
        open={privatePrompt === null && invitePrompt !== null}
        title={s.invitePromptTitle}
        message={invitePrompt ? s.invitePrompt(invitePrompt.from.nickname) : ''}
        cancelText={s.promptLater}
        confirmText={s.inviteJoin}
        onCancel={() => dismiss('invite')}
        onConfirm={() => {
          if (!invitePrompt) return;
          dismiss('invite');
          void navigate(chatRoomPath(invitePrompt.roomId));
        }}
      />
    </>
  );
}
