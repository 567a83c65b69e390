import type { Block } from 'payload'
import { videoEmbed } from '@/domain/video/videoEmbed'

/** A film from YouTube, Vimeo or an MP4/WebM file; the title names the player for screen readers. */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: unknown) => (typeof value === 'string' && videoEmbed(value) ? true : 'A YouTube or Vimeo address, or an https address of an MP4/WebM file'),
    },
    { name: 'poster', type: 'upload', relationTo: 'media', admin: { description: 'Still shown before an MP4/WebM file plays' } },
    { name: 'caption', type: 'text' },
  ],
}
