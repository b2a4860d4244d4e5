// The red-packet routes' paths (spec §2): /chat-rooms/{room_id}/hong-bao (send),
// /chat-rooms/{room_id}/hong-bao/{hongbao_id} (detail) and the history, built in one place.
import { chatRoomPath } from '../chatPaths';

export function sendHongbaoPath(roomId: string): string {
  return `${chatRoomPath(roomId)}/hong-bao`;
}

export function hongbaoDetailPath(roomId: string, hongbaoId: string): string {
  return `${sendHongbaoPath(roomId)}/${encodeURIComponent(hongbaoId)}`;
}

/** The history, under the room (or, from a detail page, under that packet: both are routes). */
export function hongbaoHistoryPath(roomId: string, hongbaoId?: string): string {
  return hongbaoId
    ? `${hongbaoDetailPath(roomId, hongbaoId)}/history`
    : `${sendHongbaoPath(roomId)}/history`;
}
