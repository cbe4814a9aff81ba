#pragma once
// Alt and one letter reach one control of those shown: the mnemonics of a
// window's visible buttons and labelled fields, and any two that share a letter.
#include <QAbstractButton>
#include <QLabel>
#include <QRegularExpression>
#include <QStringList>
#include <QWidget>

#include <map>

class Mnemonics
{
public:
    explicit Mnemonics(QString where)
        : m_where(std::move(where))
    {
    }

    // A text shown by `widget` (a button, a buddy label, a menu bar's entry), when visible.
    void note(const QWidget *widget, const QString &text)
    {
        static const QRegularExpression mnemonic(QStringLiteral("&([^&])"));
        const QRegularExpressionMatch match = mnemonic.match(text);
        if (!widget->isVisible() || !match.hasMatch())
            return;
        const auto [at, fresh] = m_seen.emplace(match.captured(1).at(0).toUpper(), text);
        if (!fresh)
            m_clashes << QStringLiteral("%1: \"%2\" and \"%3\"").arg(m_where, at->second, text);
    }

    // Every button and every field's label under `root`.
    void noteControls(const QWidget *root)
    {
        for (const QAbstractButton *button : root->findChildren<QAbstractButton *>())
            note(button, button->text());
        for (const QLabel *label : root->findChildren<QLabel *>()) {
            if (label->buddy())
                note(label, label->text());
        }
    }

    std::size_t count() const { return m_seen.size(); }
    const QStringList &clashes() const { return m_clashes; }

private:
    QString m_where;
    std::map<QChar, QString> m_seen;
    QStringList m_clashes;
};
