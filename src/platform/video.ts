import Taro from '@tarojs/taro'

/** Sets the playback speed of the Video with this id (mini-program: its VideoContext). */
export function setPlaybackRate(videoId: string, rate: number): void {
  Taro.createVideoContext(videoId).playbackRate(rate)
}
