import type { UIFieldServerProps } from 'payload'

import { type Locale, toLocale } from '@/lib/i18n/locales'
import { fill } from '@/server/platform/messages'
import { campaignResults } from '@/server/lottery/results'

const TEXT: Record<Locale, Record<string, string>> = {
  en: {
    title: 'Results so far',
    unsaved: 'Results appear once the campaign is saved.',
    summary: '{{draws}} draws by {{players}} sellers, {{winners}} prizes won; {{chances}} chances given, {{invited}} sellers invited.',
    claims: 'Delivery details: {{pending}} to ship, {{shipped}} shipped.',
    prize: 'Prize',
    stock: 'Stock',
    won: 'Won',
    left: 'Left',
  },
  zh: {
    title: '活动数据',
    unsaved: '保存活动后显示数据。',
    summary: '{{players}} 位卖家共抽奖 {{draws}} 次，中奖 {{winners}} 次；已发放 {{chances}} 次抽奖机会，邀请注册 {{invited}} 人。',
    claims: '收货信息：待发货 {{pending}}，已发货 {{shipped}}。',
    prize: '奖品',
    stock: '库存',
    won: '已中出',
    left: '剩余',
  },
  ru: {
    title: 'Итоги на сейчас',
    unsaved: 'Итоги появятся после сохранения розыгрыша.',
    summary: 'Попыток: {{draws}}, продавцов: {{players}}, призов выиграно: {{winners}}; выдано попыток: {{chances}}, приглашено продавцов: {{invited}}.',
    claims: 'Доставка: к отправке {{pending}}, отправлено {{shipped}}.',
    prize: 'Приз',
    stock: 'Количество',
    won: 'Выиграно',
    left: 'Осталось',
  },
}

type PrizeRow = { id?: string | null; name?: string | null; stock?: number | null }

/** In the campaign's form: draws, winners and each prize's stock left (read from the lottery service's tables). */
export async function LotteryResults({ id, data, payload, i18n }: UIFieldServerProps) {
  const text = TEXT[toLocale(i18n?.language)]
  if (!id) return <p style={{ margin: '0 0 24px' }}>{text.unsaved}</p>
  const results = await campaignResults(payload.db.drizzle, Number(id))
  const prizes = ((data as { prizes?: PrizeRow[] } | undefined)?.prizes ?? []).filter((prize) => prize.id)
  return (
    <section style={{ margin: '0 0 24px' }} data-testid="lottery-results">
      <h3 style={{ margin: '0 0 8px' }}>{text.title}</h3>
      <p style={{ margin: '0 0 4px' }}>
        {fill(text.summary, { draws: results.draws, players: results.players, winners: results.winners, chances: results.chancesGiven, invited: results.invitedSellers })}
      </p>
      <p style={{ margin: '0 0 8px' }}>{fill(text.claims, results.claims)}</p>
      {prizes.length > 0 && (
        <table style={{ borderCollapse: 'collapse', minWidth: '320px' }}>
          <thead>
            <tr>
              {[text.prize, text.stock, text.won, text.left].map((label) => (
                <th key={label} style={{ textAlign: 'left', padding: '4px 12px 4px 0' }}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => {
              const won = results.awarded.get(prize.id as string) ?? 0
              const stock = prize.stock ?? 0
              return (
                <tr key={prize.id}>
                  <td style={{ padding: '4px 12px 4px 0' }}>{prize.name}</td>
                  <td style={{ padding: '4px 12px 4px 0' }}>{stock}</td>
                  <td style={{ padding: '4px 12px 4px 0' }}>{won}</td>
                  <td style={{ padding: '4px 12px 4px 0' }}>{Math.max(0, stock - won)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
