import type { ApiClient } from '@jinli/api';
import { describe, expect, it, vi } from 'vitest';
import { apiChatPorts } from './chatPorts';

describe('apiChatPorts', () => {
  it("reads the chat config without the duplicate abort, so a screen's read cannot cancel it", async () => {
    const getStaticDocument = vi.fn(async () => ({}));
    const ports = apiChatPorts({ getStaticDocument } as unknown as ApiClient);
    await ports.chatConfig();
    expect(getStaticDocument).toHaveBeenCalledWith('config_chat', { dedupe: false });
  });
});
