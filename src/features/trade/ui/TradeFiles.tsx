import type { TradeDownloadKind } from '@/domain/trade/downloads'
import type { Translate } from '@/i18n/translator'
import type { TradeFile } from '../server/catalogue'

/** The file address an approved professional takes a trade file from (never Payload's own URL). */
export const tradeFileUrl = (id: number) => `/api/trade/downloads/${id}`

const kindKey: Record<TradeDownloadKind, string> = { cad: 'trade.file.cad', '3d': 'trade.file.model3d', bim: 'trade.file.bim', priceList: 'trade.file.priceList' }

/** Trade-only files as a short list of links, each with its kind. */
export function TradeFiles({ files, t, title }: { files: readonly TradeFile[]; t: Translate; title: string }) {
  if (files.length === 0) return null
  return (
    <div className="trade-files">
      <p className="trade-files__title">{title}</p>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <a href={tradeFileUrl(file.id)} download>
              <span className="trade-files__kind">{t(kindKey[file.kind])}</span> {file.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
