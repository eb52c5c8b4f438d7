/**
 * Questions as readers ask them, each with the page that answers it (read in
 * the docs, not taken from the engine's results). The comment after each says
 * where the question comes from: a tRPC GitHub issue or pull request, the FAQ,
 * issue 29's own examples, or a page heading rephrased as a reader asks it.
 * A case that fails shows a ranking to fix; its expected page never changes
 * to match the engine.
 */
export const QUESTIONS: Array<[string, string]> = [
  // Issue 29's examples and tRPC issues.
  ['how do I access request headers in a procedure', '/docs/server/context'], // issue 29; create-t3-turbo#1259, trpc-openapi#113
  ['share types between server and client without codegen', '/docs/server/routers'], // issue 29; heading "Share the type, not the code"
  ['retry a failed query', '/docs/client/react/useQuery'], // issue 29; useQuery's `retry` option
  ['real time updates', '/docs/subscriptions'], // issue 29
  ['use trpc without react', '/docs/client/vanilla'], // issue 29; FAQ "Do I have to use React or Next.js?"
  ['deploy to cloudflare workers', '/docs/server/adapters/fetch'], // issue 29
  ['run trpc on deno', '/docs/server/adapters/fetch'], // issue 29; heading "Deno" of Fetch Adapter
  ['can I use bun', '/docs/server/adapters/fetch'], // issue 29; heading "Bun" of Fetch Adapter
  ['prefetch data on the server', '/docs/client/nextjs/server-side-helpers'], // issue 29
  ['set headers for a single procedure call', '/docs/client/headers'], // trpc#2018; heading "Headers for a single call"
  ['set response headers from the fetch adapter', '/docs/server/adapters/fetch'], // trpc#3532 (resHeaders)
  ['set cache control header on a response', '/docs/server/caching'], // trpc#3157; heading "How responseMeta works"
  ['trpc with the next.js app router', '/docs/client/nextjs/app-router'], // trpc#5495 "NextJS App router specific documentation"
  ['minimal integration with next.js app router', '/docs/client/nextjs/app-router'], // trpc#6586 (title)
  ['how does the adapter work with a route.ts file', '/docs/client/nextjs/app-router'], // trpc#6586 (comment: 404s with route.ts)
  ['use trpc in react server components', '/docs/client/nextjs/app-router'], // trpc#3297 "Support RSC & App Layouts"
  ['createCaller with headers and cookies in a server component', '/docs/client/nextjs/app-router'], // create-t3-app#1669
  ['handle TRPCClientError on the client side', '/docs/client/error-handling'], // trpc#5826
  ['isTRPCClientError type guard', '/docs/client/error-handling'], // trpc#6592 (review: a type-guard helper)
  ['handle trpc errors in one place on the client', '/docs/client/error-handling'], // trpc#5826 (comment), trpc#2035 "Global Client Error Handling"
  ['do not retry a query on unauthorized or not found', '/docs/client/error-handling'], // trpc#1714 (retry on specific tRPC errors)
  ['catch TRPCClientError with an error boundary', '/docs/client/error-handling'], // trpc#3447 (useErrorBoundary)
  ['when should I use createCaller for testing', '/docs/server/testing'], // trpc#2362 "explain when to use it (testing)"
  ['unit test a procedure without starting a server', '/docs/server/testing'], // trpc#2362; trpc#4757 ("I write unit test for my project")
  ['test one procedure without importing all the router files', '/docs/server/testing'], // trpc#4757 (its workaround: a router around one procedure)
  ['createCaller in tests when routers live in separate files', '/docs/server/testing'], // trpc#3548 "server side calls (`createCaller`), when importing files"
  ['integration test over http with the standalone adapter', '/docs/server/testing'], // issue 49, page 3 (integration tests over HTTP)
  ['upload a file or post any other binary data', '/docs/server/file-uploads'], // trpc#1419 (title)
  ['can a mutation support binary data as input', '/docs/server/file-uploads'], // trpc#1419
  ['fall back to a rest endpoint for file uploads', '/docs/server/file-uploads'], // trpc#1419 ("fallback to a REST endpoint")
  ['send FormData to a mutation', '/docs/server/file-uploads'], // trpc#3765 "experiment with FormData middleware"
  ['support content types other than json', '/docs/server/file-uploads'], // trpc#1937 "Support for additional `Content-Type`s"
  ['presigned upload url for s3', '/docs/server/file-uploads'], // FAQ "Can I upload files" ("a short-lived presigned upload URL")

  // The FAQ's questions.
  ['do the client and server have to be in the same repo', '/docs/faq'], // FAQ
  ["you're trying to use @trpc/server in a non-server environment", '/docs/faq'], // FAQ
  ['which typescript settings does trpc need', '/docs/faq'], // FAQ
  ['how do I get the input and output types of a procedure', '/docs/client/react/infer-types'], // FAQ; heading "Inputs and outputs of every procedure"
  ['why is my Date a string on the client', '/docs/server/data-transformers'], // FAQ
  ['do I have to use zod', '/docs/server/validators'], // FAQ; heading "Other validation libraries and plain functions"
  ['my editor is slow as the router grows', '/docs/server/routers'], // FAQ; heading "Keep the router type manageable"
  ['call a procedure from a cron job', '/docs/server/server-side-calls'], // FAQ; heading "Calling from a scheduled job"
  ['why are my requests combined into one', '/docs/client/links/httpBatchLink'], // FAQ
  ['how do I send an auth token', '/docs/client/headers'], // FAQ; heading "Sending an auth token"
  ['can non-typescript clients call my api', '/docs/rpc'], // FAQ; heading "Calling tRPC without the client"
  ['can I upload files', '/docs/faq'], // FAQ
  ['generate an openapi document', '/docs/faq'], // FAQ
  ['does trpc support server-sent events', '/docs/faq'], // FAQ
  ['change an api that deployed clients still use', '/docs/faq'], // FAQ

  // Page headings, rephrased as a reader asks.
  ['only let logged in users call a procedure', '/docs/server/authorization'], // heading "Guarding procedures" of Authorization
  ['which error code should I throw', '/docs/server/error-handling'], // heading "Error codes" of Error handling
  ['return field errors to a form', '/docs/server/error-formatting'], // heading "Example: field errors for a recipe form"
  ['log every error on the server', '/docs/server/error-handling'], // heading "Observing errors with onError"
  ['cancel a request when the component unmounts', '/docs/client/react/aborting-procedure-calls'], // heading "When a query is aborted"
  ['add a timeout to a request', '/docs/client/vanilla/aborting-procedure-calls'], // heading "Timeouts"
  ['paginate with a cursor', '/docs/client/react/useInfiniteQuery'], // heading "The cursor contract"
  ['load more items as the user scrolls', '/docs/client/react/useInfiniteQuery'], // title "useInfiniteQuery()", example "a photo album"
  ['update the ui before the server responds', '/docs/client/react/useMutation'], // heading "Optimistic updates"
  ['refetch a list after a mutation', '/docs/client/react/useContext'], // heading "Invalidation, from narrow to broad"
  ['run several queries at once', '/docs/client/react/useQueries'], // title "useQueries()"
  ['skip a query until a value is set', '/docs/client/react/useQuery'], // heading "Skipping a query"
  ['difference between mutate and mutateAsync', '/docs/client/react/useMutation'], // heading "`mutate` or `mutateAsync`"
  ['type component props from router outputs', '/docs/client/react/infer-types'], // heading "Typing component props from outputs"
  ['allow my frontend origin to call the api', '/docs/client/cors'], // heading "Server: allow your frontend's origin"
  ['use express middleware with trpc', '/docs/server/adapters/express'], // heading "Working with Express middleware"
  ['websockets with fastify', '/docs/server/adapters/fastify'], // heading "WebSockets and subscriptions" of Fastify Adapter
  ['run trpc on vercel edge functions', '/docs/server/adapters/fetch'], // heading "Vercel Edge Functions"
  ['run a server without a framework', '/docs/server/adapters/standalone'], // title "Standalone Adapter"
  ['serve one router from two hosts', '/docs/server/adapters'], // heading "One router, two hosts"
  ['lambda behind an api gateway rest api', '/docs/server/adapters/aws-lambda'], // heading "Payload format 1.0 (REST APIs)"
  ['how do I add the user session to the context', '/docs/server/context'], // heading "Define the context type"
  ['create a base procedure for protected routes', '/docs/server/procedures'], // heading "Create base procedures"
  ['middleware that needs the input', '/docs/server/middlewares'], // heading "Middlewares that need the input"
  ['in what order do middlewares run', '/docs/server/middlewares'], // heading "Order of execution"
  ['validate what a procedure returns', '/docs/server/validators'], // heading "Validating output"
  ['use yup instead of zod', '/docs/server/validators'], // heading "Other validation libraries and plain functions"
  ['split a big router into several files', '/docs/server/merging-routers'], // heading "A recommended file layout"
  ['how do I test a procedure', '/docs/server/server-side-calls'], // heading "Testing procedures"
  ['send dates and maps to the client', '/docs/server/data-transformers'], // heading "Return rich values from procedures"
  ['log requests in the browser console', '/docs/client/links/loggerLink'], // title "loggerLink"
  ['send subscriptions over websockets and queries over http', '/docs/client/links/splitLink'], // title "splitLink"
  ['get each response as soon as it is ready', '/docs/client/links/httpBatchStreamLink'], // heading "Streaming batches" of the RPC spec; httpBatchStreamLink
  ['turn off batching', '/docs/client/links/httpLink'], // title "httpLink" (one request per call)
  ['write a custom link', '/docs/client/links'], // heading "Writing a custom link"
  ['use a custom fetch implementation', '/docs/client/links/httpLink'], // heading "Using a custom fetch"
  ['keep the websocket connection alive', '/docs/subscriptions'], // heading "Keeping connections healthy"
  ['use wsLink in node', '/docs/client/links/wsLink'], // heading "Using wsLink in Node"
  ['generate static pages with getStaticProps', '/docs/client/nextjs/ssg'], // title "Static Site Generation"
  ['downsides of ssr true', '/docs/client/nextjs/ssr'], // heading "The costs of `ssr: true`"
  ['starter template for next.js', '/docs/client/nextjs/starter-projects'], // title "Next.js Starter Projects"
  ['trpc compared to graphql', '/docs/further-reading'], // heading "tRPC and GraphQL"
  ['call trpc with curl', '/docs/rpc'], // heading "Calling tRPC without the client"
  ['what status code does a batch return', '/docs/rpc'], // heading "Status code of a batch"
  ['run v9 and v10 side by side', '/docs/migrate-from-v9-to-v10'], // heading "Interop mode"
  ['how do I report a bug', '/docs/community/contributing'], // heading "Reporting a bug"
  ['how can I sponsor trpc', '/docs/community/sponsors'], // heading "How funding works"
  ['attach data to a procedure for a middleware to read', '/docs/server/metadata'], // heading "Read metadata in middlewares"
  ['query keys for react query', '/docs/client/react/getQueryKey'], // title "getQueryKey()"
  ['show a loading state with react suspense', '/docs/client/react/suspense'], // title "Suspense"
  ['set up trpc with react query', '/docs/client/react/setup'], // title "Set up the React Query Integration"
  ['which packages do I need to install', '/docs/getting-started'], // heading "Which packages for which stack"
  ['what is a procedure', '/docs/concepts'], // heading "Procedure" of Concepts
];

/** 9.x questions, searched from a 9.x page. */
export const V9_QUESTIONS: Array<[string, string]> = [
  ['how do I invalidate cached queries after a mutation', '/docs/v9/invalidateQueries'], // title "Invalidate and update cached queries"
  ['send cookies to another origin', '/docs/v9/cors'], // heading "Sending cookies across origins"
  ['add a bearer token to every request', '/docs/v9/header'], // heading "Example: an expense tracker with bearer tokens"
  ['paginate a list with a cursor', '/docs/v9/useInfiniteQuery'], // heading "Server: a query with a cursor"
  ['use trpc without react', '/docs/v9/vanilla'], // issue 29 (without React → vanilla client)
  ['prefetch data on the server', '/docs/v9/ssg-helpers'], // issue 29 (prefetch → SSG helpers in 9.x)
];
