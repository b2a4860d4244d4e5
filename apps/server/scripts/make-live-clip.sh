#!/usr/bin/env bash
# Makes the short synthetic HLS clip the server plays as the live draw stream and as every replay
# (assets/live/clip.m3u8 + clip*.mpegts, committed; run again only to change the clip). The
# segments are stored as .mpegts so that TypeScript tooling leaves them alone; the server serves them
# as .ts. Needs Debian's
# ffmpeg (`apt-get install ffmpeg`) and a CJK font (`fonts-wqy-microhei`). The picture is generated
# (an animated gradient with the title and a running clock), the sound a quiet two-tone chime:
# nothing is downloaded. 12 s at 480×270, 15 fps, in three 4 s segments: a few hundred KB.
set -euo pipefail
cd "$(dirname "$0")/.."
out=assets/live
font=${FONT:-/usr/share/fonts/truetype/wqy/wqy-microhei.ttc}
mkdir -p "$out"
rm -f "$out"/clip*.mpegts "$out"/clip.m3u8

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=480x270:r=15:c0=0x0f4c81:c1=0xe5393b:c2=0xffb300:n=3:speed=0.02:d=12" \
  -f lavfi -i "sine=f=523:d=12:sample_rate=44100" \
  -f lavfi -i "sine=f=659:d=12:sample_rate=44100" \
  -filter_complex "\
[0:v]drawtext=fontfile=${font}:text='锦鲤 · 开奖直播':fontsize=34:fontcolor=white:borderw=2:bordercolor=0x00000080:x=(w-tw)/2:y=h*0.30,\
drawtext=fontfile=${font}:text='LIVE %{eif\:t\:d}s':fontsize=22:fontcolor=white:x=(w-tw)/2:y=h*0.62,\
format=yuv420p[v];\
[1:a][2:a]amix=inputs=2,volume=0.15,apulsator=hz=0.5[a]" \
  -map "[v]" -map "[a]" \
  -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 30 -g 30 -keyint_min 30 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_filename "$out/clip%d.mpegts" "$out/clip.m3u8"

ls -l "$out"
