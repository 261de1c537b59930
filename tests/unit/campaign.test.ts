import { describe, expect, it } from 'vitest'

import { readCampaign } from '@/lib/campaign'

describe('readCampaign', () => {
  it('reads an invite when code and utm are present without scope', () => {
    expect(readCampaign('?code=AB12&utm=spring')).toEqual({ invite: { inviteCode: 'AB12', utm: 'spring' } })
    expect(readCampaign('?code=AB12&utm=spring&scope=snsapi_base')).toEqual({})
    expect(readCampaign('?code=AB12')).toEqual({})
    expect(readCampaign('?code=AB12&utm=%20')).toEqual({})
  })

  it('reads utm parameters, trimmed and capped at 100 characters', () => {
    const long = 'x'.repeat(150)
    expect(readCampaign(`utm_source=%20douyin%20&utm_medium=cpc&utm_campaign=${long}&utm_content=&utm_term=ozon`)).toEqual({
      utm_source: 'douyin',
      utm_medium: 'cpc',
      utm_campaign: 'x'.repeat(100),
      utm_term: 'ozon',
    })
  })

  it('reads the search words of a search ad (searchWord, keyWord), not the site search’s keyword', () => {
    expect(readCampaign('?searchWord=%E9%80%89%E5%93%81&keyWord=ozon%20tools&utm_source=baidu')).toEqual({ searchWord: '选品', keyWord: 'ozon tools', utm_source: 'baidu' })
    expect(readCampaign('?keyword=phone%20case')).toEqual({})
    expect(readCampaign(`?keyWord=${'k'.repeat(150)}&searchWord=%20`)).toEqual({ keyWord: 'k'.repeat(100) })
  })

  it('turns aic into expandInfo with the default activity id', () => {
    expect(readCampaign('?aic=INV9')).toEqual({ expandInfo: '{"actId":4,"inviteCode":"INV9"}' })
  })

  it('keeps the lottery an invite link names, and the default for a bad actId', () => {
    expect(readCampaign('?aic=INV9&actId=12')).toEqual({ expandInfo: '{"actId":12,"inviteCode":"INV9"}' })
    expect(readCampaign('?aic=INV9&actId=-3')).toEqual({ expandInfo: '{"actId":4,"inviteCode":"INV9"}' })
    expect(readCampaign('?aic=INV9&actId=9999999999')).toEqual({ expandInfo: '{"actId":4,"inviteCode":"INV9"}' })
  })

  it('returns nothing for an empty search', () => {
    expect(readCampaign('')).toEqual({})
  })
})
