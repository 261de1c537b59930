/** The QA community's rows under the user service's base (src/server/services.ts merges them). */
import { body, type Endpoint, PUBLIC, query, read } from '@/server/http/endpoint'

import * as likes from './likes'
import * as posts from './posts'
import * as records from './records'
import * as schemas from './schemas'

export const COMMUNITY_ENDPOINTS = {
  // The QA community (spec section 6: these carry the token and Control-T): ask or edit a question,
  // answer or reply, my posts, withdraw a pending post (ours), like or unlike, like counts (ours).
  '/queAndAns/addOrUpdate': body(schemas.questionSchema, posts.saveQuestion, { auth: 'session' }),
  '/queAndAns/replyQuestion': body(schemas.replySchema, posts.saveReply, { auth: 'session' }),
  '/queAndAns/withdraw': body(schemas.withdrawSchema, posts.withdrawPost, { auth: 'session' }),
  '/queAndAns/categories': read(posts.categories, PUBLIC),
  '/queAndAns/pubRecord': query('GET', schemas.recordsSchema, records.myPosts, { auth: 'session' }),
  '/article/likeOrCancel': body(schemas.likeSchema, likes.likeOrCancel, { auth: 'session' }),
  '/article/likeState': query('GET', schemas.likeStateSchema, likes.likeState, { auth: 'optional' }),
} satisfies Record<string, Endpoint>
