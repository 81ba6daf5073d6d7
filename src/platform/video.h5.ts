/** Sets the playback speed of the Video with this id (H5: the <video> element inside Taro's Video). */
export function setPlaybackRate(videoId: string, rate: number): void {
  const host = document.getElementById(videoId)
  const el = host instanceof HTMLVideoElement ? host : host?.querySelector('video')
  if (el) el.playbackRate = rate
}
