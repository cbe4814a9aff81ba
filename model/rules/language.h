#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace tornei {

// The app's two languages. Owns the installed translators (Qt's own first,
// then ours) and keeps them alive; switching replaces them, which sends
// QEvent::LanguageChange to every widget.
class Language
{
public:
    // "en", "ja", or "" / "system" for the system locale.
    static QString resolve(const QString &choice);
    static QLocale locale(const QString &code);
    static bool isSupported(const QString &code);
    // The language's own name ("English", "日本語"), never translated.
    static QString nativeName(const QString &code);
    // Names in a run, as the locale's language writes a list: "Aki, Ben" in
    // English, "Aki、Ben" in Japanese. Every screen that lists names uses it,
    // so that none writes a list differently from another.
    static QString joinNames(const QStringList &names, const QLocale &locale = QLocale());
    // Sentences one after another: a space between them in English, none in Japanese.
    static QString joinSentences(const QStringList &sentences, const QLocale &locale = QLocale());

    // Installs the translators for `code` ("en", "ja", or "" / "system") on
    // the application and makes its locale the default. Applying the language
    // already in use changes nothing and sends no event.
    void apply(const QString &code);
    QString current() const { return m_code; }

private:
    std::unique_ptr<QTranslator> m_qt;
    std::unique_ptr<QTranslator> m_app;
    QString m_code;
};

} // namespace tornei
