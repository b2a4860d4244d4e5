// Issue 18: a room's tile is a drawn icon (the lobby a chat bubble, a game's room a lottery ball),
// never the first character of its name.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roomsFixture } from '../chatFixtures';
import { RoomList } from './RoomList';

describe('RoomList', () => {
  it('draws every room tile as an icon, the lobby apart', () => {
    render(<RoomList rooms={roomsFixture} onOpen={() => {}} />);
    const rows = screen.getAllByTestId('chat-room');
    expect(rows).toHaveLength(roomsFixture.length);
    const icons = rows.map((row) => row.querySelector('.jl-chat-lists__icon')!);
    for (const icon of icons) {
      expect(icon.querySelector('svg')).not.toBeNull();
      expect(icon.textContent).toBe('');
    }
    const lobby = icons.filter((icon) => icon.matches('.jl-chat-lists__icon--lobby'));
    expect(lobby.length).toBe(roomsFixture.filter((room) => room.gameId === null).length);
    expect(lobby[0]?.innerHTML).not.toBe(icons.find((icon) => !lobby.includes(icon))?.innerHTML);
  });
});
