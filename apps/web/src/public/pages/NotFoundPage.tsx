/** The 404 screen of a missing or unavailable site (spec 001 §2.2). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold">404 - Stranica nije pronađena</h1>
        <p className="mt-3 text-gray-600">Website sa ovom adresom ne postoji ili trenutno nije dostupan.</p>
        <a href="/" className="mt-6 inline-block rounded-lg bg-brand px-5 py-3 font-semibold text-white">
          Nazad na početnu
        </a>
      </div>
    </main>
  );
}
