// User-facing texts of the installable app (issue 19, spec §4): offline banner, new-version bar,
// download banner and install prompt. The spec names the features, not their wording, except
// 添加到主屏幕 (iOS Safari's own menu entry, quoted as the user will see it).

export const pwaStrings = {
  /** The banner at the top of every screen while the network is gone. */
  offline: '网络已断开，页面内容可能不是最新的，恢复网络后将自动刷新',
  /** The new-version bar. */
  updateReady: '发现新版本，更新后即可使用',
  update: '立即更新',
  updateLater: '稍后更新',
  close: '关闭',
  /** Download banner: `{name}` is the company's name. */
  downloadTitle: (name: string) => `下载${name}APP`,
  downloadSubtitle: '开奖提醒更及时，体验更流畅',
  download: '立即下载',
  downloadRegion: '下载APP',
  /** Install prompt where the browser offers its own (beforeinstallprompt). */
  installTitle: (name: string) => `把${name}添加到主屏幕`,
  installSubtitle: '一键直达，无需下载安装包',
  install: '添加',
  installRegion: '添加到主屏幕',
  /** The drawer of iOS Safari, which has no install prompt: the steps by hand. */
  iosTitle: '添加到主屏幕',
  iosIntro: (name: string) => `在 Safari 中按以下步骤，即可像APP一样从主屏幕打开${name}：`,
  iosSteps: [
    '点击浏览器底部的「分享」按钮',
    '在菜单中找到并点击「添加到主屏幕」',
    '点击右上角的「添加」，完成后从主屏幕打开',
  ],
  iosDone: '我知道了',
  /** The product's name where the company has not given one yet. */
  defaultName: '锦鲤',
} as const;
