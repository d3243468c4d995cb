/**
 * A schema.org JSON-LD block. Backend text may hold `</script>`: every '<' is escaped, so the
 * data can never close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
