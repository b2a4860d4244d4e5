// Paths of the gallery screens (spec §2).
export const galleryPaths = {
  list: '/gallery',
  /** A group's posters of every turn. */
  group: (groupId: number) => `/gallery/${groupId}`,
  /** A group's poster, newest turn unless `galleryId` names one. */
  detail: (gameId: number, groupId: number, galleryId?: number) =>
    `/gallery-detail/${gameId}/${groupId}${galleryId ? `?id=${galleryId}` : ''}`,
} as const;
